/**
 * The layers of this codebase, checked in `npm run lint` (issue 24; docs/architecture.md).
 *
 *   app/content → app/i18n → app/components → app/sections → app/layouts → app/routes
 *
 * Each layer imports only the layers to its left (and app/lib, app/config, app/seo,
 * app/integrations helpers). app/ never imports a value from server/: services reach routes
 * through React Router's context and answer results, so the client build never bundles server
 * code. server/ may read content, i18n helpers and the request plumbing app/ exports for it,
 * never UI. Type-only imports carry no code and are allowed across; tests may import what they
 * check.
 */
const test = "\\.test\\.tsx?$";

/** @type {import("dependency-cruiser").IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "app-imports-server-values",
      comment:
        "app/ never imports a value from server/ (types are fine): services come through the router context (app/lib/server-context.ts) and answer results.",
      severity: "error",
      from: { path: "^app/", pathNot: test },
      to: { path: "^server/", dependencyTypesNot: ["type-only"] },
    },
    {
      name: "server-imports-ui",
      comment:
        "server/ may read content and helpers from app/, never components, sections, layouts or routes.",
      severity: "error",
      from: { path: "^(server|scripts)/" },
      to: { path: "^app/(components|sections|layouts|routes)/|^app/root\\.tsx$" },
    },
    {
      name: "content-is-the-base",
      comment: "Typed content (texts, facts, routes) depends on nothing else of the app.",
      severity: "error",
      from: { path: "^app/content/", pathNot: test },
      to: { path: "^app/(?!content/)", dependencyTypesNot: ["type-only"] },
    },
    {
      name: "i18n-below-ui",
      comment: "Routing and text helpers (app/i18n) know content, not UI.",
      severity: "error",
      from: { path: "^app/i18n/", pathNot: test },
      to: {
        path: "^app/(components|sections|layouts|routes|admin)/",
        dependencyTypesNot: ["type-only"],
      },
    },
    {
      name: "components-below-sections",
      comment: "UI building blocks know nothing of the sections, layouts and pages using them.",
      severity: "error",
      from: { path: "^app/components/", pathNot: test },
      to: { path: "^app/(sections|layouts|routes)/", dependencyTypesNot: ["type-only"] },
    },
    {
      name: "sections-below-pages",
      comment: "Sections are composed by layouts and pages, never the other way round.",
      severity: "error",
      from: { path: "^app/sections/", pathNot: test },
      to: { path: "^app/(layouts|routes)/", dependencyTypesNot: ["type-only"] },
    },
    {
      name: "layouts-below-pages",
      severity: "error",
      from: { path: "^app/layouts/", pathNot: test },
      to: { path: "^app/routes/", dependencyTypesNot: ["type-only"] },
    },
    {
      name: "no-circular",
      comment: "No import cycles (type-only edges excepted: they vanish at build).",
      severity: "error",
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ["type-only"] } },
    },
    {
      name: "production-imports-test-support",
      comment:
        "Test support (fakes, fixtures, test apps and databases) lives in tests/support/, out of what is deployed; only tests import it.",
      severity: "error",
      from: { path: "^(app|server)/", pathNot: test },
      to: { path: "^tests/" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "^(node_modules|build|\\.react-router|data|test-results)/" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
    },
  },
};
