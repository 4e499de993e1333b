import { ScheduleButton } from "../components/schedule-button.tsx";
import { pageMeta } from "../i18n/meta.ts";
import { pageTexts } from "../i18n/page-texts.server.ts";
import { IntroHero } from "../sections/common/intro-page.tsx";
import type { Route } from "./+types/contact";

export function loader({ request }: Route.LoaderArgs) {
  return pageTexts(request, "contact");
}

export const meta = pageMeta();

export default function ContactPage({ loaderData }: Route.ComponentProps) {
  return (
    <IntroHero page={loaderData.page}>
      <ScheduleButton size="lg" />
    </IntroHero>
  );
}
