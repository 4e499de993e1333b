import { Globe, MessageSquareText } from "lucide-react";
import type { ReactNode, SVGProps } from "react";
import type { Channel } from "../content/business.ts";
import { cn } from "../lib/cn.ts";
import { FacebookIcon, InstagramIcon, TelegramIcon, WhatsAppIcon } from "./brand-icons.tsx";

type IconProps = SVGProps<SVGSVGElement>;

const glyphs: Record<Channel, (p: IconProps) => ReactNode> = {
  WhatsApp: WhatsAppIcon,
  Telegram: TelegramIcon,
  Instagram: InstagramIcon,
  Facebook: FacebookIcon,
  Web: (p) => <Globe aria-hidden {...(p as object)} />,
  SMS: (p) => <MessageSquareText aria-hidden {...(p as object)} />,
};

/** Each channel's own colour; the icon sits on a tinted tile so it reads on white and teal. */
const tones: Record<Channel, string> = {
  WhatsApp: "bg-emerald-50 text-emerald-700",
  Telegram: "bg-sky-50 text-sky-700",
  Instagram: "bg-pink-50 text-pink-700",
  Facebook: "bg-blue-50 text-blue-700",
  Web: "bg-teal-50 text-primary",
  SMS: "bg-amber-50 text-amber-700",
};

/** A channel's glyph on a rounded tile; its name is given to assistive tech unless `decorative`. */
export function ChannelIcon({
  channel,
  size = "md",
  className,
}: {
  channel: Channel;
  size?: "sm" | "md" | "lg";
  className?: string;
}) {
  const Glyph = glyphs[channel];
  return (
    <span
      title={channel}
      className={cn(
        "relative inline-flex shrink-0 items-center justify-center rounded-xl",
        size === "sm" && "size-7 [&_svg]:size-4",
        size === "md" && "size-10 [&_svg]:size-5",
        size === "lg" && "size-14 rounded-2xl [&_svg]:size-7",
        tones[channel],
        className,
      )}
    >
      <Glyph />
      <span className="sr-only">{channel}</span>
    </span>
  );
}
