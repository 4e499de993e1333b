/** What a prerendered HTML document makes the browser load up front. */
export function initialScripts(html: string): string[] {
  const found = new Set<string>();
  for (const m of html.matchAll(/<link[^>]+rel="modulepreload"[^>]*href="([^"]+)"/g))
    found.add(m[1]!);
  for (const m of html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g)) found.add(m[1]!);
  // React Router's inline bootstrap imports the entry and the matched route modules.
  for (const script of html.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)) {
    for (const m of script[1]!.matchAll(
      /import(?:\s*\*\s*as\s+\w+\s+from)?\s*["']([^"']+\.js)["']/g,
    ))
      found.add(m[1]!);
  }
  return [...found];
}

export function stylesheets(html: string): string[] {
  return [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]*href="([^"]+)"/g)].map((m) => m[1]!);
}
