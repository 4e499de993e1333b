import { FacebookIcon, InstagramIcon, TikTokIcon, YouTubeIcon } from "./brand-icons.tsx";
import { useSiteConfig } from "../config/use-site-config.ts";
import { cn } from "../lib/cn.ts";

export function SocialLinks({ className }: { className?: string }) {
  const { social } = useSiteConfig();
  const links = [
    { name: "Facebook", url: social.facebook, Icon: FacebookIcon },
    { name: "Instagram", url: social.instagram, Icon: InstagramIcon },
    { name: "TikTok", url: social.tiktok, Icon: TikTokIcon },
    { name: "YouTube", url: social.youtube, Icon: YouTubeIcon },
  ];
  return (
    <ul className={cn("flex gap-2", className)}>
      {links.map(({ name, url, Icon }) => (
        <li key={name}>
          <a
            href={url}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={name}
            className="inline-flex size-11 items-center justify-center rounded-full border border-current/20 hover:bg-white/10"
          >
            <Icon className="size-5" />
          </a>
        </li>
      ))}
    </ul>
  );
}
