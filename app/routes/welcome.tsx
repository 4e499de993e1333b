import { ScheduleButton } from "../components/schedule-button.tsx";
import { conversionEn } from "../content/en/conversion.ts";
import { conversionEs } from "../content/es/conversion.ts";
import { pageMeta } from "../seo/meta.ts";
import { forRequest, pageTexts } from "../i18n/page-texts.server.ts";
import { IntroHero } from "../sections/common/intro-page.tsx";
import { AvatarSection } from "../sections/welcome/avatar-section.tsx";
import { WelcomeSteps } from "../sections/welcome/welcome-steps.tsx";
import type { Route } from "./+types/welcome";

export function loader({ request }: Route.LoaderArgs) {
  const content = forRequest(request, { es: conversionEs, en: conversionEn }).welcome;
  return { ...pageTexts(request, "welcome"), content };
}

export const meta = pageMeta({ noindex: true });

export default function WelcomePage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <IntroHero page={loaderData.page}>
        <ScheduleButton size="lg" />
      </IntroHero>
      <AvatarSection content={loaderData.content} />
      <WelcomeSteps content={loaderData.content} />
    </>
  );
}
