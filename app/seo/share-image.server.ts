import { createHash } from "node:crypto";
import { messages } from "../content/messages.server.ts";
import { hasFixedPath, languages, routeIds, type Lang, type RouteId } from "../content/routes.ts";
import type { SiteConfig } from "../content/site.ts";
import { format } from "../i18n/translate.ts";

/**
 * Share images (Open Graph, Twitter): one 1200×630 PNG per page with a fixed URL and language, drawn at
 * build by scripts/share-images.ts from the page's title (docs/decisions/012-seo.md). Their names
 * carry a hash of everything drawn, so a changed title or look is a new URL for every cache.
 */
export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** Bump when the drawing changes (layout, colours, fonts): every image gets a new name. */
export const SHARE_IMAGE_VERSION = 1;

/** Where the build writes them, under build/client: /assets/ is served as immutable. */
export const SHARE_IMAGE_DIR = "/assets/og";

export type ShareImage = {
  url: string;
  width: number;
  height: number;
  /** A MIME type: our drawn images are PNG; a blog post's cover may be JPEG or WebP. */
  type: string;
  alt: string;
};

/** What one image shows: its page title and the brand, in its language. */
export type ShareImageSource = {
  id: RouteId;
  lang: Lang;
  title: string;
  brand: string;
  /** Path under the site root, e.g. /assets/og/pricing-en-1a2b3c4d.png. */
  path: string;
};

/** Pages with `:params` have no drawn image of their own: they use another page's. */
const fallbackOf: Partial<Record<RouteId, RouteId>> = { blogPost: "blog" };

/** The page whose image a route id uses: itself when its URL is fixed, else its fallback (or home). */
export function shareImageRoute(id: RouteId): RouteId {
  if (hasFixedPath(id)) return id;
  return fallbackOf[id] ?? "home";
}

export function shareImageSource(id: RouteId, lang: Lang, site: SiteConfig): ShareImageSource {
  const own = shareImageRoute(id);
  const vars = { platform: site.platformName, company: site.companyName };
  const title = format(messages[lang].pages[own].title, vars);
  const brand = site.companyName;
  const hash = createHash("sha256")
    .update(JSON.stringify([SHARE_IMAGE_VERSION, lang, title, brand]))
    .digest("hex")
    .slice(0, 10);
  return { id: own, lang, title, brand, path: `${SHARE_IMAGE_DIR}/${own}-${lang}-${hash}.png` };
}

/**
 * The share image of a route id in a language, absolute (SITE_URL). For a page that is not
 * drawn (a blog post, whose URL has a slug) it is its fallback's image: a post without a cover uses the blog's.
 */
export function shareImage(id: RouteId, lang: Lang, site: SiteConfig): ShareImage {
  const source = shareImageSource(id, lang, site);
  return {
    url: site.siteUrl + source.path,
    ...SHARE_IMAGE_SIZE,
    type: "image/png",
    alt: `${source.title} | ${source.brand}`,
  };
}

/** Every image the build draws: each page with a fixed URL in each language. */
export function allShareImageSources(site: SiteConfig): ShareImageSource[] {
  return routeIds
    .filter(hasFixedPath)
    .flatMap((id) => languages.map((lang) => shareImageSource(id, lang, site)));
}
