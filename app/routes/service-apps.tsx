import { ScheduleButton } from "../components/schedule-button.tsx";
import { pageMeta } from "../i18n/meta.ts";
import { pageTexts } from "../i18n/page-texts.server.ts";
import { IntroHero } from "../sections/common/intro-page.tsx";
import type { Route } from "./+types/service-apps";

export function loader({ request }: Route.LoaderArgs) {
  return pageTexts(request, "apps");
}

export const meta = pageMeta();

export default function AppsPage({ loaderData }: Route.ComponentProps) {
  return (
    <IntroHero page={loaderData.page}>
      <ScheduleButton size="lg" />
    </IntroHero>
  );
}
