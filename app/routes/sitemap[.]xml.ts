import { loadSiteConfig } from "../config/site-config.server.ts";
import { buildSitemap } from "../seo/sitemap.ts";

export function loader() {
  return new Response(buildSitemap(loadSiteConfig().siteUrl), {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
