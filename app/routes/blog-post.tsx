import { data, type MetaDescriptor } from "react-router";
import { blogServices } from "../blog/blog.server.ts";
import { loadSiteConfig } from "../config/site-config.server.ts";
import { blogEn } from "../content/en/blog.ts";
import { blogEs } from "../content/es/blog.ts";
import { href } from "../i18n/href.ts";
import { pageMeta } from "../i18n/meta.ts";
import { forRequest, pageTexts } from "../i18n/page-texts.server.ts";
import { PostArticle } from "../sections/blog/post-article.tsx";
import type { Route } from "./+types/blog-post";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const texts = pageTexts(request, "blogPost");
  const { services, ip } = await blogServices(context);
  const post = await services.blog.publicPost(params.slug, texts.lang);
  if (!post) throw data(null, { status: 404 });
  // Once per visitor and day, never for bots; a failure to count must not fail the page.
  const counted = await services
    .countView(post.id, ip, request.headers.get("User-Agent") ?? "")
    .catch(() => false);
  const site = loadSiteConfig();
  const url = site.siteUrl + href("blogPost", texts.lang, { slug: post.slug });
  const image = post.cover ? site.siteUrl + post.cover.src : undefined;
  const description = post.excerpt || texts.page.description;
  return {
    lang: texts.lang,
    page: { ...texts.page, title: post.title, description, heading: post.title },
    content: forRequest(request, { es: blogEs, en: blogEn }),
    post: { ...post, views: post.views + (counted ? 1 : 0) },
    image,
    jsonLd: {
      "@context": "https://schema.org",
      "@type": "Article",
      headline: post.title,
      description,
      datePublished: post.publishedAt,
      dateModified: post.updatedAt,
      inLanguage: texts.lang,
      mainEntityOfPage: url,
      url,
      ...(image ? { image: [image] } : {}),
      ...(post.tags.length ? { keywords: post.tags.join(", ") } : {}),
      author: { "@type": "Organization", name: site.companyName },
      publisher: { "@type": "Organization", name: site.companyName, url: site.siteUrl },
    },
  };
}

const baseMeta = pageMeta();

/** The page's own title and description, Open Graph as an article, hreflang only when both languages exist. */
export const meta: Route.MetaFunction = (args) => {
  const loaderData = args.loaderData;
  if (!loaderData) return [];
  const both = loaderData.post.languages.length === 2;
  const tags: MetaDescriptor[] = baseMeta(args)
    .filter((tag) => both || !("rel" in tag && tag.rel === "alternate"))
    .map((tag) =>
      "property" in tag && tag.property === "og:type"
        ? { property: "og:type", content: "article" }
        : tag,
    );
  if (loaderData.image)
    tags.push(
      { property: "og:image", content: loaderData.image },
      { property: "og:image:width", content: String(loaderData.post.cover!.width) },
      { property: "og:image:height", content: String(loaderData.post.cover!.height) },
    );
  tags.push(
    { property: "article:published_time", content: loaderData.post.publishedAt },
    { "script:ld+json": loaderData.jsonLd },
  );
  return tags;
};

export default function BlogPostPage({ loaderData }: Route.ComponentProps) {
  return <PostArticle post={loaderData.post} texts={loaderData.content} />;
}
