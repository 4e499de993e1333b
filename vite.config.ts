import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

/**
 * Browser chunks: left alone, Rolldown cuts one chunk per set of pages sharing a module, so every
 * page preloaded ~46 small files (each icon its own), which costs main-thread time before the
 * first paint and bytes of import glue. Three groups of modules every page loads statically
 * (`$initial`, never what is imported on demand): the framework, the app shell (root, site
 * layout, i18n, SEO tags, shared UI and widgets, integration host) and the icons. The SEO
 * module sits in the shell because every route's meta() calls it: on its own it was one more
 * file on every page and 0.3 KB gz of glue. See
 * docs/decisions/013-lighthouse-and-weight.md; the icons chunk and the small shared pieces in
 * the shell: docs/decisions/021-render-what-is-on-screen.md.
 */
const framework =
  /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser|turbo-stream)[\\/]/;
const icons = /node_modules[\\/]lucide-react[\\/]/;
const shell =
  /app[\\/](root|i18n|lib|layouts|components[\\/](ui|toast|lazy|reveal|section|schedule-button|brand-icons|button-link|check-list)|sections[\\/]common[\\/](not-found-screen|closing-cta|intro-page|icon-cards|card-grid|faq|service-page|page-hero)|content[\\/]business|seo|integrations[\\/](host|runtime|analytics|load-script|consent[\\/]store))/;

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter()],
  build: {
    sourcemap: process.env.SOURCEMAP === "1",
    assetsInlineLimit: 0,
    rolldownOptions: isSsrBuild
      ? {}
      : {
          output: {
            codeSplitting: {
              groups: [
                { name: "framework", test: framework, tags: ["$initial"], priority: 3 },
                { name: "icons", test: icons, tags: ["$initial"], priority: 2 },
                { name: "shell", test: shell, tags: ["$initial"], priority: 1, minShareCount: 2 },
              ],
            },
          },
        },
  },
}));
