import { useLanguage } from "../i18n/language.tsx";
import { pageMeta } from "../i18n/meta.ts";
import { pageTexts } from "../i18n/page-texts.server.ts";
import { IntroHero } from "../sections/common/intro-page.tsx";
import type { Route } from "./+types/blog";

export function loader({ request }: Route.LoaderArgs) {
  return pageTexts(request, "blog");
}

export const meta = pageMeta();

export default function BlogPage({ loaderData }: Route.ComponentProps) {
  const { m } = useLanguage();
  return (
    <>
      <IntroHero page={loaderData.page} />
      <section className="mx-auto max-w-3xl px-4 pb-20 text-center text-lg text-muted">
        <p>{m.blog.empty}</p>
      </section>
    </>
  );
}
