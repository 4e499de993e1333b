/**
 * What the live site serves itself: the owner's `/custom.css` and the blog's images
 * (`/media/blog/<id>`) from our own origin, and a clear 403 for admin forms from another origin.
 */
import { Hono } from "hono";
import { isForeignOrigin, ownOrigins } from "../../app/admin/origin.ts";
import type { SiteConfig } from "../../app/content/site.ts";
import { CUSTOM_CSS_PATH, cssVersion } from "../admin/custom-css.ts";
import { adminFormPaths } from "../client-url.ts";
import type { LiveSettings } from "./settings.ts";

export function liveRoutes(site: SiteConfig, settings: LiveSettings) {
  const app = new Hono<{ Variables: { https: boolean } }>();
  // Admin forms from another origin are refused here with a clear 403 (React Router's own check
  // would answer 400); the CSRF token is checked by the admin's middleware.
  app.on(["POST", "PUT", "PATCH", "DELETE"], adminFormPaths, async (c, next) => {
    const own = ownOrigins(c.req.url, c.get("https"), site.siteUrl);
    if (isForeignOrigin(c.req.header("origin"), own)) return c.text("Forbidden", 403);
    await next();
  });
  app.get(CUSTOM_CSS_PATH, (c) => {
    const css = settings.current().customCss;
    const current = c.req.query("v") === cssVersion(css);
    return c.body(css, 200, {
      "Content-Type": "text/css; charset=utf-8",
      "Cache-Control": current ? "public, max-age=31536000, immutable" : "no-cache",
    });
  });
  app.get("/media/blog/:id{[0-9a-f]{32}\\.(png|jpg|webp)}", async (c) => {
    const services = settings.services();
    const image = services && (await services.blog.image(c.req.param("id")));
    if (!image) return c.text("Not found", 404);
    return c.body(new Uint8Array(image.data), 200, {
      "Content-Type": image.contentType,
      "Cache-Control": "public, max-age=31536000, immutable",
    });
  });
  return app;
}
