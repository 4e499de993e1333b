import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { testTargets, useTestDb } from "../../tests/support/test-db.ts";
import { serverEnvSchema } from "../env.ts";
import { createServices, type Services } from "../services.ts";
import { createTestApp } from "../../tests/support/test-app.ts";
import { signedInAdmin } from "../../tests/support/test-admin.ts";
import type { PostInput } from "./store.ts";

const post = (slug: string, over: Partial<PostInput> = {}): PostInput => ({
  slug,
  titleEs: `Título ${slug}`,
  titleEn: `Title ${slug}`,
  excerptEs: "Resumen",
  excerptEn: "Summary",
  bodyEs: "Cuerpo",
  bodyEn: "Body",
  tags: ["ia"],
  published: true,
  publishedAt: null,
  coverImageId: null,
  ...over,
});

const CHROME =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36";

/** The saved post, for tests that only set up data. */
async function createdBy(services: Services, input: PostInput) {
  const result = await services.blog.create(input);
  if (!result.ok) throw new Error(`post not created: ${result.reason}`);
  return result.post;
}

describe.each(testTargets())("blog on $name", (target) => {
  const db = useTestDb(target);
  let services: Services;
  let app: Awaited<ReturnType<typeof createTestApp>>;
  let now = Date.UTC(2026, 0, 10, 12);

  beforeAll(async () => {
    services = createServices(db.db, serverEnvSchema.parse({}), () => now);
    app = await createTestApp({ services: Promise.resolve(services) });
  }, 180_000);
  beforeEach(async () => {
    now = Date.UTC(2026, 0, 10, 12);
  });

  it("gives ids by the spec's rule: highest + 1, or 1 when empty", async () => {
    const a = await createdBy(services, post("a"));
    const b = await createdBy(services, post("b"));
    expect([a.id, b.id]).toEqual([1, 2]);
    await services.blog.remove(1);
    expect((await createdBy(services, post("c"))).id).toBe(3);
    await services.blog.remove(2);
    await services.blog.remove(3);
    expect((await createdBy(services, post("d"))).id).toBe(1);
  });

  it("refuses a taken slug and a post with no title in any language", async () => {
    const first = await createdBy(services, post("same"));
    expect(await services.blog.create(post("same"))).toEqual({ ok: false, reason: "slug_taken" });
    const other = await createdBy(services, post("other"));
    expect(await services.blog.update(other.id, post("same"))).toEqual({
      ok: false,
      reason: "slug_taken",
    });
    expect(await services.blog.update(first.id, post("same", { titleEs: "Otro" }))).toMatchObject({
      ok: true,
      post: { id: first.id, titleEs: "Otro" },
    });
    expect(await services.blog.update(999, post("new"))).toEqual({
      ok: false,
      reason: "not_found",
    });
    // Two saves racing for one slug: the unique index decides, and the loser is told so.
    const raced = await Promise.all([
      services.blog.create(post("race")),
      services.blog.create(post("race")),
    ]);
    expect(raced.map((r) => r.ok).sort()).toEqual([false, true]);
    expect(raced.find((r) => !r.ok)).toEqual({ ok: false, reason: "slug_taken" });
    const { postInputSchema } = await import("./store.ts");
    expect(postInputSchema.safeParse(post("x", { titleEs: "", titleEn: "" })).success).toBe(false);
    expect(postInputSchema.safeParse(post("Bad Slug")).success).toBe(false);
  });

  it("answers the editor's 'slug taken' error, not a 500, when a saved post reuses a slug", async () => {
    const admin = await signedInAdmin(app, services);
    const form = (slug: string) => ({
      intent: "save",
      slug,
      titleEs: `Título ${slug}`,
      titleEn: "",
      excerptEs: "",
      excerptEn: "",
      bodyEs: "Cuerpo",
      bodyEn: "",
      tags: "",
    });
    const first = await admin.post("/admin/posts/new", form("same"));
    expect(first.status).toBe(303);
    const second = await admin.post("/admin/posts/new", form("same"));
    expect(second.status).toBe(200);
    expect(await second.text()).toContain("Ya existe un artículo con ese slug.");
    const other = await admin.post("/admin/posts/new", form("other"));
    expect(other.status).toBe(303);
    const otherId = (await services.blog.all()).find((p) => p.slug === "other")!.id;
    const rename = await admin.post(`/en/admin/posts/${otherId}`, form("same"));
    expect(rename.status).toBe(200);
    expect(await rename.text()).toContain("Another post already has this slug.");
    expect((await services.blog.all()).map((p) => p.slug)).toEqual(["other", "same"]);
  });

  it("answers 404 for post ids outside the column's range and 400 for a bad delete, the database untouched", async () => {
    const admin = await signedInAdmin(app, services);
    const { id } = await createdBy(services, post("kept"));
    for (const bad of [
      "99999999999999999999",
      "2147483648",
      "-1",
      "0",
      "01",
      "1e3",
      "1.0",
      "abc",
    ]) {
      const res = await admin.get(`/admin/posts/${bad}`);
      expect(res.status, bad).toBe(404);
      const save = await admin.post(`/admin/posts/${bad}`, { intent: "save", slug: "x" });
      expect(save.status, bad).toBe(404);
    }
    expect((await admin.get("/admin/posts/99999999999999999999/edit")).status).toBe(404);
    // A NUL is refused before any route (400) or here (404): never a query.
    expect([400, 404]).toContain((await admin.get("/admin/posts/%00")).status);
    for (const bad of ["99999999999999999999", "2147483648", "-1", "0", "1e0", "", "x"]) {
      const res = await admin.post("/admin?index", { intent: "delete", id: bad });
      expect(res.status, bad).toBe(400);
    }
    expect((await admin.post("/admin?index", { intent: "delete", id: "2147483647" })).status).toBe(
      404,
    );
    // The database still answers: the post is there and editable.
    expect((await admin.get(`/admin/posts/${id}`)).status).toBe(200);
    expect((await admin.post("/admin?index", { intent: "delete", id: String(id) })).status).toBe(
      303,
    );
  });

  it("counts a view once per visitor per day, never for bots, and keeps views on update", async () => {
    const { id } = await createdBy(services, post("views"));
    expect((await services.blog.get(id))!.views).toBe(0);
    const view = (ua: string, ip = "10.0.0.1") => services.countView(id, ip, ua);
    expect(await view(CHROME)).toBe(true);
    expect(await view(CHROME)).toBe(false);
    expect(await view(CHROME, "10.0.0.2")).toBe(true);
    expect(await view(CHROME, "::ffff:10.0.0.2")).toBe(false);
    // Another user agent from the same address is the same visitor: no inflating by UA.
    expect(await view(CHROME.replace("140.0", "141.0"))).toBe(false);
    expect(await view(`${CHROME} extra/${Math.random()}`)).toBe(false);
    // An IPv6 subscriber's /64 is one address; another /64 is another visitor.
    expect(await view(CHROME, "2001:db8:1:2::1")).toBe(true);
    expect(await view(CHROME, "2001:0db8:0001:0002:ffff::9")).toBe(false);
    expect(await view(CHROME, "2001:db8:1:3::1")).toBe(true);
    expect(await view("Googlebot/2.1 (+http://www.google.com/bot.html)")).toBe(false);
    expect(await view("")).toBe(false);
    now += 24 * 3_600_000;
    expect(await view(CHROME)).toBe(true);
    expect((await services.blog.get(id))!.views).toBe(5);
    await services.blog.update(id, post("views", { titleEs: "Nuevo título" }));
    const updated = (await services.blog.get(id))!;
    expect(updated.views).toBe(5);
    expect(updated.titleEs).toBe("Nuevo título");
  });

  it("serves the public list per language, paginated, and each post with its SEO", async () => {
    for (let i = 1; i <= 10; i++)
      await createdBy(services, post(`p${i}`, { publishedAt: new Date(now + i * 60_000) }));
    await createdBy(
      services,
      post("solo-es", { titleEn: "", publishedAt: new Date(now + 3_600_000) }),
    );
    await createdBy(services, post("draft", { published: false }));
    const es = await (await app.request("/blog")).text();
    expect(es).toContain("Título solo-es");
    expect(es).not.toContain("Título draft");
    expect(es).toContain("?page=2");
    const en = await (await app.request("/en/blog")).text();
    expect(en).not.toContain("solo-es");
    expect(en).toContain("Title p10");
    const second = await (await app.request("/blog?page=2")).text();
    expect(second).toContain("Título p1<");
    expect((await app.request("/blog?page=9")).status).toBe(404);
    expect((await app.request("/blog?page=x")).status).toBe(404);

    const res = await app.request("/blog/p3", { headers: { "User-Agent": CHROME } });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("<title>Título p3 | NovaFlow AI</title>");
    expect(html).toContain('<meta property="og:type" content="article"/>');
    expect(html).toContain('"@type":"Article"');
    expect(html).toMatch(/hrefLang="en" href="[^"]+\/en\/blog\/p3"/);
    const solo = await (await app.request("/blog/solo-es")).text();
    expect(solo).not.toMatch(/rel="alternate" hrefLang/);
    expect((await app.request("/en/blog/solo-es")).status).toBe(404);
    expect((await app.request("/blog/draft")).status).toBe(404);
    expect((await services.blog.get(3))!.views).toBe(1);

    const sitemap = await (await app.request("/sitemap.xml")).text();
    expect(sitemap).toContain("/blog/p3</loc>");
    expect(sitemap).toContain("/en/blog/p3</loc>");
    expect(sitemap).toContain("/blog/solo-es</loc>");
    expect(sitemap).not.toContain("/en/blog/solo-es");
    expect(sitemap).not.toContain("draft");
  });

  it("stores an uploaded cover by content and serves it from our origin with long caching", async () => {
    const { readFileSync } = await import("node:fs");
    const png = readFileSync(new URL("../../public/icon-192.png", import.meta.url));
    const saved = (await services.blog.saveImage(png))!;
    expect(saved).toMatchObject({ width: 192, height: 192 });
    expect(await services.blog.saveImage(Buffer.from("not an image at all"))).toBeUndefined();
    const res = await app.request(saved.src);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/png");
    expect(res.headers.get("cache-control")).toContain("immutable");
    expect(Buffer.from(await res.arrayBuffer()).equals(png)).toBe(true);
  });
});
