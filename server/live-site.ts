/**
 * What the owner's settings (server/admin/settings.ts) change on the live site, without a rebuild:
 * - `/integrations.json` carries the chat-widget id and booking URLs from the database over the
 *   environment's (the page applies them after hydration; ADR 014);
 * - while custom CSS is set, every HTML document (prerendered ones from memory too) gets a
 *   `<link>` to `/custom.css?v=<hash>` before `</head>`; with none, documents are untouched;
 * - `/custom.css` and the blog's images (`/media/blog/<id>`) are served from our own origin.
 * Also builds the React Router context each server-rendered request gets.
 */
import { createHash } from "node:crypto";
import { Hono } from "hono";
import { RouterContextProvider } from "react-router";
import type { SiteConfig } from "../app/content/site.ts";
import { runtimeIntegrations, type RuntimeIntegrations } from "../app/integrations/runtime.ts";
import { isForeignOrigin, ownOrigins } from "../app/admin/origin.ts";
import { nonceContext, serverContext } from "../app/lib/server-context.ts";
import { CUSTOM_CSS_PATH, customCssLink, cssVersion } from "./admin/custom-css.ts";
import { emptySettings, type SiteSettings } from "./admin/settings.ts";
import { adminFormPaths } from "./client-url.ts";
import type { Services } from "./services.ts";
import type { StaticFile } from "./static.ts";

export function createLiveSite(site: SiteConfig, services: Promise<Services> | undefined) {
  let ready: Services | undefined;
  // A first load that fails leaves the defaults; `current()` retries once they are stale. A
  // database that cannot open at all is reported (and fatal) where it is opened.
  services
    ?.then((s) => {
      ready = s;
      return s.settings.load();
    })
    .catch(() => {});
  const settings = (): SiteSettings => ready?.settings.current() ?? emptySettings;

  let integrationsFor: { settings: SiteSettings; value: RuntimeIntegrations } | undefined;
  function integrations(): RuntimeIntegrations {
    const current = settings();
    if (integrationsFor?.settings !== current) {
      const i = site.integrations;
      integrationsFor = {
        settings: current,
        value: runtimeIntegrations({
          ...site,
          integrations: {
            ...i,
            chatWidgetId: current.chatWidgetId || i.chatWidgetId,
            demoBookingUrl: current.demoBookingUrl || i.demoBookingUrl,
            aiDevBookingUrl: current.aiDevBookingUrl || i.aiDevBookingUrl,
          },
        }),
      };
    }
    return integrationsFor.value;
  }

  const injectHead = (html: string): string => {
    const link = customCssLink(settings().customCss);
    return link ? html.replace("</head>", `${link}</head>`) : html;
  };

  // Prerendered documents with the link, made once per document and CSS version.
  const headed = new WeakMap<StaticFile, { link: string; file: StaticFile }>();
  function staticFile(file: StaticFile): StaticFile {
    if (!file.isHtml) return file;
    const link = customCssLink(settings().customCss);
    if (!link) return file;
    const known = headed.get(file);
    if (known?.link === link) return known.file;
    const body = Buffer.from(injectHead(file.body.toString("utf8")));
    const copy: StaticFile = {
      ...file,
      body,
      etag: `"${createHash("sha1").update(body).digest("base64url")}"`,
      encoded: {},
    };
    headed.set(file, { link, file: copy });
    return copy;
  }

  const app = new Hono<{ Variables: { https: boolean } }>();
  // Admin forms from another origin are refused here with a clear 403 (React Router's own check
  // would answer 400); the CSRF token is checked by the admin's middleware.
  app.on(["POST", "PUT", "PATCH", "DELETE"], adminFormPaths, async (c, next) => {
    const own = ownOrigins(c.req.url, c.get("https"), site.siteUrl);
    if (isForeignOrigin(c.req.header("origin"), own)) return c.text("Forbidden", 403);
    await next();
  });
  app.get(CUSTOM_CSS_PATH, (c) => {
    const css = settings().customCss;
    const current = c.req.query("v") === cssVersion(css);
    return c.body(css, 200, {
      "Content-Type": "text/css; charset=utf-8",
      "Cache-Control": current ? "public, max-age=31536000, immutable" : "no-cache",
    });
  });
  app.get("/media/blog/:id{[0-9a-f]{32}\\.(png|jpg|webp)}", async (c) => {
    const image = ready && (await ready.blog.image(c.req.param("id")));
    if (!image) return c.text("Not found", 404);
    return c.body(new Uint8Array(image.data), 200, {
      "Content-Type": image.contentType,
      "Cache-Control": "public, max-age=31536000, immutable",
    });
  });

  function routerContext(https: boolean, ip: string, nonce: string): RouterContextProvider {
    const context = new RouterContextProvider();
    context.set(nonceContext, nonce);
    if (services) context.set(serverContext, { services, https, ip });
    return context;
  }

  return { app, integrations, injectHead, staticFile, routerContext };
}
