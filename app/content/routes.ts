/**
 * The one routing table: every page's id, its URL in each language and the module that renders
 * it. app/routes.ts (React Router's route config), links, the language switch, hreflang, the
 * sitemap and the prerendered paths are all derived from it.
 */
export const languages = ["es", "en"] as const;
export type Lang = (typeof languages)[number];
export const defaultLang: Lang = "es";

type RouteEntry = {
  es: string;
  en: string;
  /** The route module (under app/) rendering the page, mounted once per language. */
  module: `routes/${string}`;
  /** The page's frame (under app/), when it is not the site's (header, CTA banner, footer). */
  layout?: `layouts/${string}`;
  /** Dynamic or private routes are server-rendered and not prerendered. */
  prerender?: false;
  /** Left out of the sitemap (and marked noindex). */
  sitemap?: false;
  /** A page that may exist in one language only: the page the language switch leads to instead. */
  untranslated?: string;
};

export const routeTable = {
  home: { es: "/", en: "/en", module: "routes/home.tsx" },
  services: { es: "/servicios", en: "/services", module: "routes/services.tsx" },
  aiAgents: {
    es: "/servicios/agentes-ia",
    en: "/services/ai-agents",
    module: "routes/service-ai-agents.tsx",
  },
  content: {
    es: "/servicios/contenido",
    en: "/services/content",
    module: "routes/service-content.tsx",
  },
  aiDevelopment: {
    es: "/servicios/desarrollo-ia",
    en: "/services/ai-development",
    module: "routes/service-ai-development.tsx",
  },
  apps: { es: "/servicios/apps", en: "/services/apps", module: "routes/service-apps.tsx" },
  contactCenter: {
    es: "/servicios/contact-center",
    en: "/services/contact-center",
    module: "routes/service-contact-center.tsx",
  },
  novachannel: { es: "/novachannel", en: "/en/novachannel", module: "routes/novachannel.tsx" },
  iacoding: {
    es: "/iacoding",
    en: "/en/iacoding",
    module: "routes/iacoding.tsx",
    layout: "layouts/iacoding.tsx",
  },
  pricing: { es: "/precios", en: "/pricing", module: "routes/pricing.tsx" },
  contact: { es: "/contacto", en: "/contact", module: "routes/contact.tsx" },
  schedule: { es: "/agenda", en: "/schedule", module: "routes/schedule.tsx" },
  scheduleConfirmation: {
    es: "/confirmacion-agenda",
    en: "/schedule-confirmation",
    module: "routes/schedule-confirmation.tsx",
    sitemap: false,
  },
  // A prerendered shell: the booking is read in the browser from the link's private token.
  scheduleManage: {
    es: "/agenda/gestionar",
    en: "/schedule/manage",
    module: "routes/schedule-manage.tsx",
    sitemap: false,
  },
  transcription: { es: "/transcripcion", en: "/transcription", module: "routes/transcription.tsx" },
  terms: { es: "/terminos-condiciones", en: "/terms-conditions", module: "routes/terms.tsx" },
  refund: { es: "/politica-reembolso", en: "/refund-policy", module: "routes/refund.tsx" },
  knowledge: { es: "/knowledge", en: "/en/knowledge", module: "routes/knowledge.tsx" },
  // Server-rendered from the database (issue 9), still in the sitemap.
  blog: { es: "/blog", en: "/en/blog", module: "routes/blog.tsx", prerender: false },
  blogPost: {
    es: "/blog/:slug",
    en: "/en/blog/:slug",
    module: "routes/blog-post.tsx",
    prerender: false,
    sitemap: false,
    untranslated: "blog",
  },
  welcome: { es: "/welcome", en: "/en/welcome", module: "routes/welcome.tsx", sitemap: false },
} as const satisfies Record<string, RouteEntry>;

export type RouteId = keyof typeof routeTable;
export const routeIds = Object.keys(routeTable) as RouteId[];

function entry(id: RouteId): RouteEntry {
  return routeTable[id];
}

/** The React Router route id of a page in one language, e.g. `pricing.en`. */
export function routeKey(id: RouteId, lang: Lang): string {
  return `${id}.${lang}`;
}

/** Reverse of routeKey: `pricing.en` → { id: "pricing", lang: "en" }. */
export function parseRouteKey(key: string): { id: RouteId; lang: Lang } | undefined {
  const dot = key.lastIndexOf(".");
  const id = key.slice(0, dot);
  const lang = key.slice(dot + 1);
  if (!(id in routeTable) || !languages.includes(lang as Lang)) return undefined;
  return { id: id as RouteId, lang: lang as Lang };
}

/** Where the language switch leads from a page not written in the other language (else home). */
export function untranslatedFallback(id: RouteId): RouteId {
  const fallback = entry(id).untranslated;
  return fallback && fallback in routeTable ? (fallback as RouteId) : "home";
}

/** The frame a page has instead of the site's (app/routes.ts mounts it there), if any. */
export function ownLayout(id: RouteId): RouteEntry["layout"] {
  return entry(id).layout;
}

export function isPrerendered(id: RouteId): boolean {
  return entry(id).prerender !== false;
}

/** Pages with a fixed URL, unless marked otherwise; pages with `:params` list their own (blog posts). */
export function inSitemap(id: RouteId): boolean {
  return entry(id).sitemap !== false && hasFixedPath(id);
}

/** Whether a page has one URL per language (no `:params`), prerendered or server-rendered. */
export function hasFixedPath(id: RouteId): boolean {
  return !entry(id).es.includes(":");
}

/** Every page with a fixed URL (prerendered or server-rendered), in both languages. */
export function fixedPaths(): { id: RouteId; lang: Lang; path: string }[] {
  return routeIds
    .filter(hasFixedPath)
    .flatMap((id) => languages.map((lang) => ({ id, lang, path: routeTable[id][lang] })));
}

/** Every URL that is rendered to static HTML at build time. */
export function prerenderPaths(): string[] {
  return routeIds.filter(isPrerendered).flatMap((id) => languages.map((l) => routeTable[id][l]));
}

/** Which page and language a concrete path is, with its `:params`; undefined when none. */
export function matchPage(
  pathname: string,
): { id: RouteId; lang: Lang; params: Record<string, string> } | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  for (const id of routeIds) {
    for (const lang of languages) {
      const names: string[] = [];
      const source = routeTable[id][lang].replace(/:(\w+)/g, (_, name: string) => {
        names.push(name);
        return "([^/]+)";
      });
      const found = new RegExp(`^${source}$`).exec(path);
      if (found) {
        // A parameter that does not decode (`%ff`) names no page: the caller answers 400 or 404.
        try {
          const params = Object.fromEntries(
            names.map((n, i) => [n, decodeURIComponent(found[i + 1]!)]),
          );
          return { id, lang, params };
        } catch {
          return undefined;
        }
      }
    }
  }
  return undefined;
}

/**
 * The document path a request is about: React Router's data requests add `.data` to it
 * (`/pricing.data`, and `/_.data` or `/_root.data` for `/`), and loaders can see that form.
 */
export function documentPath(pathname: string): string {
  if (pathname === "/_.data" || pathname === "/_root.data") return "/";
  return pathname.endsWith(".data") ? pathname.slice(0, -".data".length) : pathname;
}

/** The language a path is in: its page's, or for an unknown path English under /en, else Spanish. */
export function langOfPath(pathname: string): Lang {
  const path = documentPath(pathname);
  return matchPage(path)?.lang ?? langOfUnknownPath(path);
}

/** Language of a path that matched no page: English under /en, Spanish otherwise. */
export function langOfUnknownPath(pathname: string): Lang {
  return pathname === "/en" || pathname.startsWith("/en/") ? "en" : "es";
}
