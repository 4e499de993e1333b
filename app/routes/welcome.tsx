import { ScheduleButton } from "../components/schedule-button.tsx";
import { pageMeta } from "../i18n/meta.ts";
import { IntroHero } from "../sections/common/intro-page.tsx";

export const meta = pageMeta({ noindex: true });

export default function WelcomePage() {
  return (
    <IntroHero id="welcome">
      <ScheduleButton size="lg" />
    </IntroHero>
  );
}
