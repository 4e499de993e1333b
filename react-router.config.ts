import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/content/routes.ts";

export default {
  ssr: true,
  // Marketing pages are static: render them once at build so the server only copies bytes.
  prerender: { paths: prerenderPaths(), concurrency: 2 },
  // Every route in the first manifest (2.2 KB gz more JS per page). The default discovers routes
  // from the page's links after hydration and re-renders the whole page for every patch it
  // applies, twice on the home page: one of the longest tasks on a phone
  // (docs/decisions/023-no-rerender-after-hydration.md). Held by layout.spec.ts ("route discovery").
  routeDiscovery: { mode: "initial" },
} satisfies Config;
