import { ScheduleButton } from "../components/schedule-button.tsx";
import { pageMeta } from "../i18n/meta.ts";
import { IntroHero } from "../sections/common/intro-page.tsx";

export const meta = pageMeta();

export default function RefundPage() {
  return (
    <IntroHero id="refund">
      <ScheduleButton size="lg" />
    </IntroHero>
  );
}
