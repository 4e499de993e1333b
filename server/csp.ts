import { createHash } from "node:crypto";
import type { SiteConfig } from "../app/content/site.ts";
import { thirdPartyOrigins } from "../app/integrations/origins.ts";

/**
 * sha256 sources for every inline <script> of a document. Hashes instead of 'unsafe-inline' or
 * nonces: prerendered HTML is the same bytes for everyone, so its hashes are fixed at start.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script\b(?![^>]*\bsrc\s*=)[^>]*>([\s\S]*?)<\/script>/gi)) {
    const content = match[1]!;
    if (content.length > 0) hashes.add(scriptHash(content));
  }
  return [...hashes];
}

/** The CSP source that allows one inline script's exact content. */
export function scriptHash(content: string): string {
  return `'sha256-${createHash("sha256").update(content, "utf8").digest("base64")}'`;
}

/** Content-Security-Policy for one response: our origin, the configured third parties, the document's script hashes. */
export function contentSecurityPolicy(
  site: SiteConfig,
  scriptHashes: string[],
  https: boolean,
): string {
  const third = thirdPartyOrigins(site);
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": ["'self'", ...scriptHashes, ...third.scripts],
    "style-src": ["'self'", "'unsafe-inline'", ...third.styles],
    "img-src": ["'self'", "data:", ...third.images],
    "font-src": ["'self'"],
    "connect-src": ["'self'", ...third.connect],
    "frame-src": third.frames.length > 0 ? third.frames : ["'none'"],
    "media-src": ["'self'", "blob:"],
    "worker-src": ["'self'"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
    "manifest-src": ["'self'"],
  };
  const policy = Object.entries(directives).map(
    ([name, values]) => `${name} ${[...new Set(values)].join(" ")}`,
  );
  if (https) policy.push("upgrade-insecure-requests");
  return policy.join("; ");
}
