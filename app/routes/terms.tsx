import { termsEn } from "../content/en/legal.ts";
import { termsEs } from "../content/es/legal.ts";
import { longFormPage } from "../i18n/long-form.server.ts";
import { pageMeta } from "../seo/meta.ts";
import { IntroHero } from "../sections/common/intro-page.tsx";
import { LongForm } from "../sections/common/long-form.tsx";
import type { Route } from "./+types/terms";

export function loader({ request }: Route.LoaderArgs) {
  return longFormPage(request, "terms", { es: termsEs, en: termsEn });
}

export const meta = pageMeta();

export default function TermsPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <IntroHero page={{ ...loaderData.page, intro: loaderData.doc.intro }} />
      <LongForm doc={loaderData.doc} />
    </>
  );
}
