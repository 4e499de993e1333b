import { Section } from "../components/section.tsx";
import { ScheduleButton } from "../components/schedule-button.tsx";
import { chatEn } from "../content/en/chat.ts";
import { chatEs } from "../content/es/chat.ts";
import { pageMeta } from "../i18n/meta.ts";
import { forRequest, pageTexts } from "../i18n/page-texts.server.ts";
import { IntroHero } from "../sections/common/intro-page.tsx";
import { SalesChat } from "../sections/home/sales-chat.tsx";
import type { Route } from "./+types/home";

export function loader({ request }: Route.LoaderArgs) {
  return { ...pageTexts(request, "home"), chat: forRequest(request, { es: chatEs, en: chatEn }) };
}

export const meta = pageMeta();

export default function HomePage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <IntroHero page={loaderData.page}>
        <ScheduleButton size="lg" />
      </IntroHero>
      <Section id="sales-chat" reveal={false} className="pt-0">
        <div className="mx-auto max-w-xl">
          <SalesChat texts={loaderData.chat} />
        </div>
      </Section>
    </>
  );
}
