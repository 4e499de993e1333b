/**
 * `npm run audit:headers`: the security headers of every route, over plain HTTP and as HTTPS
 * behind a proxy (TRUST_PROXY + X-Forwarded-Proto), checked by ./lib/header-audit.ts. Prints a
 * table route × header and exits non-zero on any failure.
 *
 *   npm run audit:headers                 starts the built server twice on AUDIT_PORT (4416) and
 *                                         the next port: with a voice-avatar origin configured
 *                                         (microphone for that origin only) and without (none)
 *   npm run audit:headers -- --url http://host:port [--avatar https://origin]   a running server
 */
import { availableParallelism } from "node:os";
import { parseArgs } from "node:util";
import { prerenderPaths } from "../app/content/routes.ts";
import { startServer, type BenchServer } from "./lib/bench.ts";
import { auditResponse, COLUMNS, kindOf, type Audit, type Kind } from "./lib/header-audit.ts";
import { initialScripts, stylesheets } from "./lib/html-assets.ts";

const { values } = parseArgs({
  options: { url: { type: "string" }, avatar: { type: "string" } },
});

const AVATAR = "https://avatar.example";
type Probe = {
  label: string;
  path: string;
  init?: RequestInit;
  kind?: Kind;
  cors?: { origin: string; allowed: boolean };
};
type Row = { server: string; label: string; proto: "http" | "https"; status: number; audit: Audit };

const targets: { name: string; base: string; avatar?: string; server?: BenchServer }[] = [];
if (values.url) targets.push({ name: "given", base: values.url, avatar: values.avatar });
else {
  const port = Number(process.env.AUDIT_PORT ?? 4416);
  const common = { TRUST_PROXY: "true", DATA_DIR: "memory://", LOG_LEVEL: "warn" };
  const [withAvatar, without] = await Promise.all([
    startServer(String(port), { ...common, VOICE_AVATAR_URL: `${AVATAR}/embed` }),
    startServer(String(port + 1), { ...common, VOICE_AVATAR_URL: "" }),
  ]);
  targets.push({ name: "avatar", base: withAvatar.base, avatar: AVATAR, server: withAvatar });
  targets.push({ name: "default", base: without.base, server: without });
}

const rows: Row[] = [];
let requestFailures = 0;
try {
  for (const target of targets) {
    for (const probe of await probes(target.base)) {
      for (const proto of ["http", "https"] as const) {
        const headers = new Headers(probe.init?.headers);
        if (proto === "https") headers.set("X-Forwarded-Proto", "https");
        const send = () =>
          fetch(`${target.base}${probe.path}`, { ...probe.init, headers, redirect: "manual" });
        // One retry: a kept-alive connection the server has just closed is not a header problem.
        const res = await send()
          .catch(() => new Promise((r) => setTimeout(r, 300)).then(send))
          .catch((error: unknown) => {
            requestFailures++;
            console.error(`${probe.path}: ${String(error)}`);
            return undefined;
          });
        if (!res) continue;
        const kind = probe.kind ?? kindOf(res.headers.get("content-type"));
        const body = kind === "document" ? await res.text() : (await res.arrayBuffer(), undefined);
        rows.push({
          server: target.name,
          label: probe.label,
          proto,
          status: res.status,
          audit: auditResponse({
            kind,
            https: proto === "https",
            headers: res.headers,
            body,
            avatarOrigin: target.avatar,
            cors: probe.cors,
          }),
        });
      }
    }
  }
} finally {
  await Promise.all(targets.map((t) => t.server?.stop()));
}

/** Every route worth a header: pages in both languages, errors, files, functions. */
async function probes(base: string): Promise<Probe[]> {
  const home = await (await fetch(`${base}/`)).text();
  const assets = [...initialScripts(home).slice(0, 2), ...stylesheets(home).slice(0, 1)];
  const own = new URL(base).origin;
  const chat = "/functions/v1/assistant-chat";
  const video = "/functions/v1/video-to-text";
  const json = { "Content-Type": "application/json" };
  return [
    ...prerenderPaths().map((path) => ({ label: path, path })),
    { label: "/precios.data", path: "/precios.data" },
    { label: "404 /no-existe", path: "/no-existe" },
    { label: "404 /en/missing", path: "/en/missing" },
    { label: "SSR /blog/:slug", path: "/blog/auditoria" },
    { label: "301 /precios/", path: "/precios/" },
    ...assets.map((path) => ({ label: path.replace(/-[\w-]{8}\./, "-….").slice(0, 28), path })),
    { label: "/favicon.ico", path: "/favicon.ico" },
    { label: "/icon-512.png", path: "/icon-512.png" },
    { label: "/healthz", path: "/healthz" },
    { label: "/integrations.json", path: "/integrations.json" },
    { label: "/sitemap.xml", path: "/sitemap.xml" },
    { label: "/robots.txt", path: "/robots.txt" },
    { label: "/site.webmanifest", path: "/site.webmanifest" },
    {
      label: "chat 400 bad JSON",
      path: chat,
      init: { method: "POST", headers: json, body: "{" },
    },
    { label: "chat 405 GET", path: chat },
    ...[own, "https://evil.example"].map((origin) => ({
      label: `chat OPTIONS ${origin === own ? "own" : "foreign"} origin`,
      path: chat,
      kind: "preflight" as const,
      cors: { origin, allowed: origin === own },
      init: {
        method: "OPTIONS",
        headers: { Origin: origin, "Access-Control-Request-Method": "POST" },
      },
    })),
    { label: "video GET status", path: video },
    {
      label: "video 415 text/plain",
      path: video,
      init: { method: "POST", headers: { "Content-Type": "text/plain" }, body: "x" },
    },
    { label: "function 404", path: "/functions/v1/none", init: { method: "POST" } },
  ];
}

// The table: one row per route and protocol, one column per header.
const width = Math.max(...rows.map((r) => r.label.length)) + 2;
const header = `${"route".padEnd(width)}${"proto".padEnd(7)}${"status".padEnd(8)}${COLUMNS.map((c) => c.padEnd(12)).join("")}`;
for (const target of targets) {
  console.log(`\nserver: ${target.name}${target.avatar ? ` (voice avatar ${target.avatar})` : ""}`);
  console.log(header);
  for (const row of rows.filter((r) => r.server === target.name))
    console.log(
      `${row.label.padEnd(width)}${row.proto.padEnd(7)}${String(row.status).padEnd(8)}${COLUMNS.map((c) => (row.audit[c].ok ? "ok" : "FAIL").padEnd(12)).join("")}`,
    );
}
const failures = rows.flatMap((row) =>
  COLUMNS.filter((c) => !row.audit[c].ok).map(
    (c) => `${row.server} ${row.proto} ${row.label}: ${c}: ${row.audit[c].why}`,
  ),
);
if (failures.length) console.log(`\n${failures.join("\n")}`);
const checked = rows.length * COLUMNS.length;
console.log(
  `\n${rows.length} responses, ${checked} checks, ${failures.length} failed${requestFailures ? `, ${requestFailures} requests failed` : ""} (${availableParallelism()} cores)`,
);
process.exitCode = failures.length || requestFailures || rows.length === 0 ? 1 : 0;
