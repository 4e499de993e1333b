import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { siteDefaults } from "../app/content/site.ts";
import { contentSecurityPolicy, inlineScriptHashes } from "./csp.ts";

const sha = (s: string) => `'sha256-${createHash("sha256").update(s).digest("base64")}'`;

describe("inlineScriptHashes", () => {
  it("hashes inline scripts and skips external and empty ones", () => {
    const html = `<script>a()</script><script type="module">import "/x.js"</script><script src="/y.js"></script><script></script>`;
    expect(inlineScriptHashes(html)).toEqual([sha("a()"), sha('import "/x.js"')]);
  });
});

describe("contentSecurityPolicy", () => {
  it("allows our origin and the document's hashes, never eval or inline scripts", () => {
    const csp = contentSecurityPolicy(siteDefaults, [sha("a()")], false);
    const scriptSrc = csp.split("; ").find((d) => d.startsWith("script-src"));
    expect(scriptSrc).toBe(`script-src 'self' ${sha("a()")}`);
    expect(csp).not.toContain("unsafe-eval");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain("upgrade-insecure-requests");
  });

  it("adds exactly the configured third-party hosts", () => {
    const site = {
      ...siteDefaults,
      integrations: {
        ...siteDefaults.integrations,
        schedulingScriptUrl: "https://assets.calendly.example/widget.js",
        voiceAvatarUrl: "https://avatar.example/embed",
      },
    };
    const csp = contentSecurityPolicy(site, [], true);
    expect(csp).toMatch(/script-src 'self' https:\/\/assets\.calendly\.example(;|$)/);
    expect(csp).toMatch(
      /frame-src https:\/\/assets\.calendly\.example https:\/\/avatar\.example(;|$)/,
    );
    expect(csp).not.toContain("facebook");
    expect(csp).toContain("upgrade-insecure-requests");
  });
});
