import { loadSiteConfig } from "../config/site-config.server.ts";
import { serverContext } from "../lib/server-context.ts";
import { blogPostEntries, withEntries } from "../seo/blog-sitemap.ts";
import { buildSitemap } from "../seo/sitemap.ts";
import type { Route } from "./+types/sitemap[.]xml";

export async function loader({ context }: Route.LoaderArgs) {
  const { siteUrl } = loadSiteConfig();
  const info = context.get(serverContext);
  const posts = info ? await (await info.services).blog.sitemapEntries() : [];
  return new Response(withEntries(buildSitemap(siteUrl), blogPostEntries(siteUrl, posts)), {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=600",
    },
  });
}
