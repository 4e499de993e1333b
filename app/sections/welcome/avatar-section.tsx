import { Bot } from "lucide-react";
import { ScheduleButton } from "../../components/schedule-button.tsx";
import { Section } from "../../components/section.tsx";
import type { ConversionContent } from "../../content/es/conversion.ts";
import { useSiteConfig } from "../../config/use-site-config.ts";
import { VoiceAvatar } from "../../integrations/voice-avatar/voice-avatar.tsx";
import { LogoMark } from "../../components/logo.tsx";

/** The voice-avatar card: logo and badge, the invitation to talk, the avatar or its fallback. */
export function AvatarSection({ content }: { content: ConversionContent["welcome"] }) {
  const site = useSiteConfig();
  return (
    <Section id="avatar" reveal={false} className="pt-0 sm:pt-0">
      <div className="mx-auto max-w-3xl overflow-hidden rounded-3xl border border-line bg-white shadow-xl">
        <header className="flex flex-wrap items-center justify-between gap-3 border-b border-line px-6 py-4">
          <span className="flex items-center gap-2 font-extrabold">
            <LogoMark className="size-7" />
            {site.companyName}
          </span>
          <span className="inline-flex items-center gap-1.5 rounded-full bg-primary-soft px-3 py-1 text-xs font-semibold text-primary">
            <Bot className="size-4" aria-hidden />
            {content.avatarBadge}
          </span>
        </header>
        <div className="p-6 sm:p-8">
          <h2 id="avatar-title" className="text-2xl font-extrabold tracking-tight">
            {content.avatarTitle}
          </h2>
          <p className="mt-2 text-muted">{content.avatarText}</p>
          <div className="mt-6">
            <VoiceAvatar
              title={content.avatarFrameTitle}
              loading={content.avatarLoading}
              fallback={
                <div className="flex h-[400px] flex-col items-center justify-center rounded-2xl bg-gradient-to-b from-primary-soft to-white p-8 text-center">
                  <span className="flex size-20 items-center justify-center rounded-full bg-primary text-3xl font-extrabold text-white shadow-lg">
                    {site.assistantName.charAt(0)}
                  </span>
                  <p className="mt-6 text-lg font-bold">{content.fallbackTitle}</p>
                  <p className="mt-2 max-w-md text-sm text-muted">{content.fallbackText}</p>
                  <ScheduleButton className="mt-6" />
                </div>
              }
            />
          </div>
        </div>
      </div>
    </Section>
  );
}
