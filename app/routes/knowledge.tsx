import { ScheduleButton } from "../components/schedule-button.tsx";
import { knowledgeEn } from "../content/en/knowledge.ts";
import { knowledgeEs } from "../content/es/knowledge.ts";
import { longFormPage } from "../i18n/long-form.server.ts";
import { pageMeta } from "../seo/meta.ts";
import { IntroHero } from "../sections/common/intro-page.tsx";
import { LongForm } from "../sections/common/long-form.tsx";
import type { Route } from "./+types/knowledge";

export function loader({ request }: Route.LoaderArgs) {
  return longFormPage(request, "knowledge", { es: knowledgeEs, en: knowledgeEn });
}

export const meta = pageMeta();

export default function KnowledgePage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <IntroHero page={{ ...loaderData.page, intro: loaderData.doc.intro }}>
        <ScheduleButton size="lg" />
      </IntroHero>
      <LongForm doc={loaderData.doc} />
    </>
  );
}
