import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";
import {
  languages,
  ownLayout,
  routeIds,
  routeKey,
  routeTable,
  type RouteId,
} from "./content/routes.ts";

// Derived from the one routing table (app/content/routes.ts): each screen's module, mounted once
// per language under its frame, with the language in its route id (`pricing.en`).
const pages = (ids: RouteId[]) =>
  ids.flatMap((id) =>
    languages.map((lang) => {
      const { module, [lang]: path } = routeTable[id];
      const options = { id: routeKey(id, lang) };
      return path === "/" ? index(module, options) : route(path.slice(1), module, options);
    }),
  );

const framed = [...new Set(routeIds.map(ownLayout))].filter((frame) => frame !== undefined);

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
    ...pages(routeIds.filter((id) => !ownLayout(id))),
    route("*", "routes/not-found.tsx", { id: "not-found" }),
  ]),
  ...framed.map((frame) => layout(frame, pages(routeIds.filter((id) => ownLayout(id) === frame)))),
  ...admin,
  route("sitemap.xml", "routes/sitemap[.]xml.ts", { id: "sitemap" }),
  route("robots.txt", "routes/robots[.]txt.ts", { id: "robots" }),
  route("site.webmanifest", "routes/site[.]webmanifest.ts", { id: "manifest" }),
] satisfies RouteConfig;
