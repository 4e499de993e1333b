/**
 * What the owner's settings (server/admin/settings.ts) change on the live site, without a
 * rebuild, one concern a module:
 * - `settings.ts`: the settings now (the database's, the defaults until it answers);
 * - `integrations.ts`: `/integrations.json`, the owner's values over the environment's;
 * - `custom-css-head.ts`: the custom CSS `<link>` in every HTML document;
 * - `routes.ts`: `/custom.css`, the blog's images, admin forms from another origin refused;
 * - `router-context.ts`: the React Router context of each server-rendered request.
 */
import type { SiteConfig } from "../../app/content/site.ts";
import type { Services } from "../services.ts";
import { customCssHead } from "./custom-css-head.ts";
import { liveIntegrations } from "./integrations.ts";
import { routerContextFor } from "./router-context.ts";
import { liveRoutes } from "./routes.ts";
import { liveSettings } from "./settings.ts";

export function createLiveSite(site: SiteConfig, services: Promise<Services> | undefined) {
  const settings = liveSettings(services);
  const { injectHead, staticFile } = customCssHead(settings);
  return {
    app: liveRoutes(site, settings),
    integrations: liveIntegrations(site, settings),
    injectHead,
    staticFile,
    routerContext: routerContextFor(services),
  };
}
