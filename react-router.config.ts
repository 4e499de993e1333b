import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/content/routes.ts";

export default {
  ssr: true,
  // Marketing pages are static: render them once at build so the server only copies bytes.
  prerender: { paths: prerenderPaths(), concurrency: 2 },
} satisfies Config;
