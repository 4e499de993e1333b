import { useEffect, type ReactNode } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteLoaderData,
  type LinkDescriptor,
  type ShouldRevalidateFunctionArgs,
} from "react-router";
import type { Route } from "./+types/root";
import appCss from "./app.css?url";
import interFont from "./fonts/inter-latin-var.woff2?url";
import { Toaster } from "./components/toast/toaster.tsx";
import { loadSiteConfig } from "./config/site-config.server.ts";
import { messages } from "./content/messages.server.ts";
import { langOfPath } from "./content/routes.ts";
import { LanguageProvider, useLanguage } from "./i18n/language.tsx";
import { siteTexts } from "./i18n/site-vars.server.ts";
import { Integrations } from "./integrations/host.tsx";
import { useCurrentPage } from "./i18n/page.ts";
import { homeLanguageRedirectScript } from "./i18n/preference.ts";
import { jsFlagScript } from "./lib/inline-scripts.ts";
import type { RootData } from "./i18n/root-data.ts";
import { NotFoundScreen } from "./sections/common/not-found-screen.tsx";

export function loader({ request }: Route.LoaderArgs): RootData {
  // Resolved where the page is rendered (build for prerendered pages, server for the rest).
  const lang = langOfPath(new URL(request.url).pathname);
  const site = loadSiteConfig();
  const { pages: _pages, ...ui } = messages[lang];
  return { site, lang, messages: siteTexts(ui, lang, site) };
}

/** The dictionary travels with the root data, so it must be reloaded when the language changes. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return (
    langOfPath(currentUrl.pathname) !== langOfPath(nextUrl.pathname) || defaultShouldRevalidate
  );
}

export const links: Route.LinksFunction = () => [
  // The font is fetched alongside the stylesheet rather than after it, so text rarely swaps.
  { rel: "preload", href: interFont, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  // `precedence` makes React emit it ahead of the module preloads it hoists into <head>.
  { rel: "stylesheet", href: appCss, precedence: "default" } as LinkDescriptor,
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  { rel: "manifest", href: "/site.webmanifest" },
];

export function Layout({ children }: { children: ReactNode }) {
  const page = useCurrentPage();
  const root = useRouteLoaderData("root") as RootData | undefined;
  return (
    <html lang={page.lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0a6e6e" />
        <script dangerouslySetInnerHTML={{ __html: jsFlagScript }} />
        {page.id === "home" && page.lang === "es" && (
          <script dangerouslySetInnerHTML={{ __html: homeLanguageRedirectScript }} />
        )}
        <Meta />
        <Links />
      </head>
      <body>
        {root ? (
          <LanguageProvider lang={root.lang} messages={root.messages}>
            {children}
            <Toaster />
            <Integrations />
          </LanguageProvider>
        ) : (
          // Only when the root loader itself failed: no dictionary to render with.
          <p>500</p>
        )}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  useEffect(() => {
    // Marks the end of hydration: tests wait for it before clicking.
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundScreen />;
  return <ServerErrorScreen />;
}

function ServerErrorScreen() {
  const { m } = useLanguage();
  return (
    <main id="main" className="mx-auto max-w-xl px-4 py-32 text-center">
      <h1 className="text-3xl font-extrabold">{m.serverError.title}</h1>
      <p className="mt-4 text-muted">{m.serverError.message}</p>
    </main>
  );
}
