import { Bot, CalendarCheck, SendHorizontal } from "lucide-react";
import { Link } from "react-router";
import { buttonVariants } from "../../components/ui/button.tsx";
import type { HomeView } from "../../content/home.server.ts";
import { href } from "../../i18n/href.ts";
import { useLanguage } from "../../i18n/language.tsx";
import { useSiteConfig } from "../../i18n/page.ts";
import { cn } from "../../lib/cn.ts";

/**
 * PLACEHOLDER for the sales chat card (its own issue, app/sections/home/sales-chat.tsx): a static
 * preview of the assistant card in the hero's right-hand column, the card's size (600 px high,
 * spec §9). The lead swaps it for the real card at merge; nothing else depends on it.
 */
export function ChatSlot({ content }: { content: HomeView["chatSlot"] }) {
  const { lang, m } = useLanguage();
  const site = useSiteConfig();
  return (
    <aside
      aria-label={`${site.assistantName}, ${content.role}`}
      className="flex h-[600px] flex-col overflow-hidden rounded-3xl border border-line bg-white shadow-2xl shadow-primary/10"
    >
      <header className="flex items-center gap-3 bg-primary px-5 py-4 text-white">
        <span className="relative inline-flex size-11 items-center justify-center rounded-full bg-white/15">
          <Bot className="size-6" aria-hidden />
          <span className="absolute right-0 bottom-0 size-3 rounded-full border-2 border-primary bg-emerald-400" />
        </span>
        <div className="min-w-0">
          <p className="font-bold">{site.assistantName}</p>
          <p className="text-sm text-white/85">
            {content.role} · {content.status}
          </p>
        </div>
      </header>
      <div className="flex grow flex-col justify-end gap-3 bg-surface px-5 py-6">
        <div className="flex items-end gap-2">
          <span className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary">
            <Bot className="size-4" aria-hidden />
          </span>
          <p className="max-w-[85%] rounded-2xl rounded-bl-sm bg-white px-4 py-3 text-[15px] leading-relaxed shadow-sm ring-1 ring-line">
            {content.greeting}
          </p>
        </div>
        <p className="self-end rounded-full border border-primary/30 bg-white px-4 py-2 text-sm font-medium text-primary">
          {content.suggestion}
        </p>
      </div>
      <div className="grid gap-3 border-t border-line p-4">
        <div
          aria-hidden
          className="flex h-12 items-center justify-between rounded-full border border-line px-4 text-sm text-muted"
        >
          {content.placeholder}
          <SendHorizontal className="size-4" />
        </div>
        <Link
          to={href("schedule", lang)}
          className={cn(buttonVariants({ variant: "accent" }), "w-full")}
        >
          <CalendarCheck aria-hidden />
          {m.common.scheduleDemo}
        </Link>
        <p className="text-center text-xs text-muted">{content.note}</p>
      </div>
    </aside>
  );
}
