import { data } from "react-router";
import { blogServices, pageParam, POSTS_PER_PAGE } from "../blog/blog.server.ts";
import { blogEn } from "../content/en/blog.ts";
import { blogEs } from "../content/es/blog.ts";
import { useLanguage } from "../i18n/language.tsx";
import { pageMeta } from "../seo/meta.ts";
import { forRequest, pageTexts } from "../i18n/page-texts.server.ts";
import { PostList } from "../sections/blog/post-list.tsx";
import { IntroHero } from "../sections/common/intro-page.tsx";
import type { Route } from "./+types/blog";

// Server-rendered per request from the database: published posts in this language, newest first.
export async function loader({ request, context }: Route.LoaderArgs) {
  const texts = pageTexts(request, "blog");
  const page = pageParam(request);
  const { services } = await blogServices(context);
  const { posts, total } = await services.blog.published(texts.lang, page, POSTS_PER_PAGE);
  const pages = Math.max(1, Math.ceil(total / POSTS_PER_PAGE));
  if (page > pages) throw data(null, { status: 404 });
  return {
    ...texts,
    content: forRequest(request, { es: blogEs, en: blogEn }),
    posts,
    pageNumber: page,
    pages,
  };
}

export const meta = pageMeta();

export default function BlogPage({ loaderData }: Route.ComponentProps) {
  const { m } = useLanguage();
  const { pageNumber, content, posts, pages } = loaderData;
  return (
    <>
      <IntroHero page={loaderData.page} />
      {posts.length ? (
        <PostList posts={posts} texts={content} page={pageNumber} pages={pages} />
      ) : (
        <section className="mx-auto max-w-3xl px-4 pb-20 text-center text-lg text-muted">
          <p>{m.blog.empty}</p>
        </section>
      )}
    </>
  );
}
