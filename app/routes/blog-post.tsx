import { data, type MetaDescriptor } from "react-router";
import { blogServices } from "../blog/blog.server.ts";
import { loadSiteConfig } from "../config/site-config.server.ts";
import { blogEn } from "../content/en/blog.ts";
import { blogEs } from "../content/es/blog.ts";
import { pageMeta } from "../seo/meta.ts";
import { forRequest, pageTexts } from "../i18n/page-texts.server.ts";
import { PostArticle } from "../sections/blog/post-article.tsx";
import type { ShareImage } from "../seo/share-image.server.ts";
import type { Thing } from "schema-dts";
import { pageUrlOf, withNodes, withWebPage } from "../seo/structured-data.server.ts";
import type { Route } from "./+types/blog-post";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const texts = pageTexts(request, "blogPost", { slug: params.slug });
  const { services, ip } = await blogServices(context);
  const post = await services.blog.publicPost(params.slug, texts.lang);
  if (!post) throw data(null, { status: 404 });
  // Once per visitor and day, never for bots; a failure to count must not fail the page.
  const counted = await services
    .countView(post.id, ip, request.headers.get("User-Agent") ?? "")
    .catch(() => false);
  const site = loadSiteConfig();
  const url = pageUrlOf(texts.jsonLd);
  const description = post.excerpt || texts.page.description;
  // The post's cover is its share image; without one, the blog's drawn image (shareImage()).
  const shareImage: ShareImage = post.cover
    ? {
        url: site.siteUrl + post.cover.src,
        width: post.cover.width,
        height: post.cover.height,
        type: coverType(post.cover.src),
        alt: post.title,
      }
    : texts.shareImage;
  const article: Thing = {
    "@type": "Article",
    headline: post.title,
    description,
    datePublished: post.publishedAt,
    dateModified: post.updatedAt,
    inLanguage: texts.lang,
    mainEntityOfPage: { "@id": url },
    url,
    image: [shareImage.url],
    ...(post.tags.length ? { keywords: post.tags.join(", ") } : {}),
    author: { "@id": `${site.siteUrl}/#organization` },
    publisher: { "@id": `${site.siteUrl}/#organization` },
  };
  return {
    lang: texts.lang,
    // The languages it is written in: hreflang alternates and the language switch follow them.
    languages: post.languages,
    page: { ...texts.page, title: post.title, description, heading: post.title },
    content: forRequest(request, { es: blogEs, en: blogEn }),
    post: { ...post, views: post.views + (counted ? 1 : 0) },
    shareImage,
    jsonLd: withNodes(withWebPage(texts.jsonLd, { name: post.title, description }), article),
  };
}

const COVER_TYPES: Record<string, string> = {
  png: "image/png",
  jpg: "image/jpeg",
  webp: "image/webp",
};
const coverType = (src: string) => COVER_TYPES[src.slice(src.lastIndexOf(".") + 1)] ?? "image/png";

const baseMeta = pageMeta();

/** The page's own title and description, Open Graph as an article (hreflang: `languages`). */
export const meta: Route.MetaFunction = (args) => {
  const loaderData = args.loaderData;
  if (!loaderData) return [];
  const tags: MetaDescriptor[] = baseMeta(args).map((tag) =>
    "property" in tag && tag.property === "og:type"
      ? { property: "og:type", content: "article" }
      : tag,
  );
  tags.push({ property: "article:published_time", content: loaderData.post.publishedAt });
  return tags;
};

export default function BlogPostPage({ loaderData }: Route.ComponentProps) {
  return <PostArticle post={loaderData.post} texts={loaderData.content} />;
}
