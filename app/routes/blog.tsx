import { pageMeta } from "../i18n/meta.ts";
import { useLanguage } from "../i18n/language.tsx";
import { IntroHero } from "../sections/common/intro-page.tsx";

export const meta = pageMeta();

export default function BlogPage() {
  const { m } = useLanguage();
  return (
    <>
      <IntroHero id="blog" />
      <section className="mx-auto max-w-3xl px-4 pb-20 text-center text-lg text-muted">
        <p>{m.blog.empty}</p>
      </section>
    </>
  );
}
