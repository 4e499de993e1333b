import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";
import { languages, routeKey, routeTable, type RouteId } from "./content/routes.ts";

// One module per screen, mounted once per language; the route id carries the language.
const modules: Record<RouteId, string> = {
  home: "routes/home.tsx",
  services: "routes/services.tsx",
  aiAgents: "routes/service-ai-agents.tsx",
  content: "routes/service-content.tsx",
  aiDevelopment: "routes/service-ai-development.tsx",
  apps: "routes/service-apps.tsx",
  contactCenter: "routes/service-contact-center.tsx",
  novachannel: "routes/novachannel.tsx",
  iacoding: "routes/iacoding.tsx",
  pricing: "routes/pricing.tsx",
  contact: "routes/contact.tsx",
  schedule: "routes/schedule.tsx",
  scheduleConfirmation: "routes/schedule-confirmation.tsx",
  scheduleManage: "routes/schedule-manage.tsx",
  transcription: "routes/transcription.tsx",
  terms: "routes/terms.tsx",
  refund: "routes/refund.tsx",
  knowledge: "routes/knowledge.tsx",
  blog: "routes/blog.tsx",
  blogPost: "routes/blog-post.tsx",
  welcome: "routes/welcome.tsx",
};

const pages = (ids: RouteId[]) =>
  ids.flatMap((id) =>
    languages.map((lang) => {
      const path = routeTable[id][lang];
      const options = { id: routeKey(id, lang) };
      return path === "/"
        ? index(modules[id], options)
        : route(path.slice(1), modules[id], options);
    }),
  );

const allIds = Object.keys(modules) as RouteId[];

// The owner's admin (issue 9): /admin and /en/admin, outside the site layout and the route table.
const admin = languages.map((lang) => {
  const base = lang === "es" ? "admin" : "en/admin";
  const id = (name: string) => ({ id: `admin-${name}.${lang}` });
  return route(base, "routes/admin/layout.tsx", id("layout"), [
    index("routes/admin/posts.tsx", id("posts")),
    route("login", "routes/admin/login.tsx", id("login")),
    route("logout", "routes/admin/logout.ts", id("logout")),
    route("posts/new", "routes/admin/post-editor.tsx", id("post-new")),
    route("posts/:id", "routes/admin/post-editor.tsx", id("post-edit")),
    route("settings", "routes/admin/settings.tsx", id("settings")),
    route("leads", "routes/admin/leads.tsx", id("leads")),
    route("leads.csv", "routes/admin/leads-csv.ts", id("leads-csv")),
    route("bookings", "routes/admin/bookings.tsx", id("bookings")),
    route("bookings.csv", "routes/admin/bookings-csv.ts", id("bookings-csv")),
    route("bookings/:id", "routes/admin/booking.tsx", id("booking")),
    route("availability", "routes/admin/availability.tsx", id("availability")),
    route("outbox", "routes/admin/outbox.tsx", id("outbox")),
    route("*", "routes/admin/not-found.tsx", id("not-found")),
  ]);
});

export default [
  layout("layouts/site.tsx", [
    ...pages(allIds.filter((id) => id !== "iacoding")),
    route("*", "routes/not-found.tsx", { id: "not-found" }),
  ]),
  layout("layouts/iacoding.tsx", pages(["iacoding"])),
  ...admin,
  route("sitemap.xml", "routes/sitemap[.]xml.ts", { id: "sitemap" }),
  route("robots.txt", "routes/robots[.]txt.ts", { id: "robots" }),
  route("site.webmanifest", "routes/site[.]webmanifest.ts", { id: "manifest" }),
] satisfies RouteConfig;
