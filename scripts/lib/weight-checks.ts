/**
 * Static checks of a prerendered page for the Weight targets (issue 10), on the HTML and the CSS it
 * loads. Each returns the offending items (empty = pass) so `npm run size` can name them.
 */

/** Every tag of one name, e.g. tags(html, "img"). */
function tags(html: string, name: string): string[] {
  return [...html.matchAll(new RegExp(`<${name}\\b[^>]*>`, "gi"))].map((m) => m[0]);
}

function attr(tag: string, name: string): string | undefined {
  const m = new RegExp(`\\s${name}(?:=(?:"([^"]*)"|'([^']*)'|([^\\s>]+)))?(?=[\\s/>])`, "i").exec(
    tag,
  );
  if (!m) return undefined;
  return m[1] ?? m[2] ?? m[3] ?? "";
}

function head(html: string): string {
  const end = html.search(/<\/head>/i);
  return end < 0 ? html : html.slice(0, end);
}

const isExternal = (url: string) => /^(?:[a-z][a-z0-9+.-]*:)?\/\//i.test(url.trim());

/**
 * Scripts, styles, fonts, images, frames and preloads that the document itself would fetch from
 * another origin. Third parties load at run time, after idle or consent (docs/decisions/005-runtime-integrations.md), never
 * from the HTML. Plain links and metadata (canonical, alternate, og:*) are not fetched and pass.
 */
export function externalResources(html: string): string[] {
  const found: string[] = [];
  for (const t of tags(html, "script")) {
    const src = attr(t, "src");
    if (src && isExternal(src)) found.push(src);
  }
  for (const t of tags(html, "link")) {
    const rel = (attr(t, "rel") ?? "").toLowerCase().split(/\s+/);
    const fetched = ["stylesheet", "preload", "modulepreload", "prefetch", "icon", "manifest"];
    const href = attr(t, "href");
    if (href && rel.some((r) => fetched.includes(r)) && isExternal(href)) found.push(href);
  }
  for (const name of ["img", "iframe", "source", "video", "audio"]) {
    for (const t of tags(html, name)) {
      for (const a of ["src", "srcset", "poster"]) {
        const v = attr(t, a);
        if (v && v.split(",").some((part) => isExternal(part.trim().split(/\s+/)[0] ?? "")))
          found.push(v);
      }
    }
  }
  for (const m of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)) {
    found.push(...externalCssUrls(m[1]!));
  }
  return found;
}

/** `url()` and `@import` targets on another origin in a stylesheet. */
export function externalCssUrls(css: string): string[] {
  const urls = [
    ...[...css.matchAll(/url\(\s*(["']?)([^"')]+)\1\s*\)/g)].map((m) => m[2]!),
    ...[...css.matchAll(/@import\s+(["'])([^"']+)\1/g)].map((m) => m[2]!),
  ];
  return urls.filter(isExternal);
}

/** `<img>` tags without both width and height (their box would be unknown until they load). */
export function imagesWithoutSize(html: string): string[] {
  return tags(html, "img").filter((t) => !attr(t, "width") || !attr(t, "height"));
}

/**
 * Raster `<img>` that is not responsive: it needs a `srcset` (or a `<picture>` source) offering
 * AVIF or WebP, and `sizes`. SVG illustrations are resolution independent and pass.
 */
export function nonResponsiveImages(html: string): string[] {
  const sources = tags(html, "source").map((t) => attr(t, "srcset") ?? "");
  return tags(html, "img").filter((t) => {
    const src = attr(t, "src") ?? "";
    if (/\.svg(?:[?#]|$)/i.test(src) || src.startsWith("data:image/svg")) return false;
    const srcset = attr(t, "srcset") ?? "";
    const modern = /\.(?:avif|webp)\b/i;
    return !attr(t, "sizes") || !(modern.test(srcset) || sources.some((s) => modern.test(s)));
  });
}

/**
 * What in `<head>` blocks or competes with the first paint besides our one stylesheet: classic
 * scripts with a src and no async/defer, stylesheets other than `allowedCss`, more than one
 * stylesheet, and module preloads not marked `fetchpriority="low"` (hydration code must not take
 * a slow link's bandwidth from the stylesheet and the font). Inline scripts (a few hundred bytes,
 * hashed by the CSP) fetch nothing and pass.
 */
export function renderBlocking(html: string, allowedCss: (href: string) => boolean): string[] {
  const h = head(html);
  const found: string[] = [];
  for (const t of tags(h, "script")) {
    const src = attr(t, "src");
    const type = attr(t, "type");
    if (
      src &&
      type !== "module" &&
      attr(t, "async") === undefined &&
      attr(t, "defer") === undefined
    )
      found.push(t);
  }
  const sheets = tags(h, "link").filter((t) =>
    (attr(t, "rel") ?? "").toLowerCase().split(/\s+/).includes("stylesheet"),
  );
  for (const t of sheets) {
    const media = attr(t, "media");
    if (media === "print") continue;
    if (!allowedCss(attr(t, "href") ?? "")) found.push(t);
  }
  if (sheets.length > 1) found.push(`${sheets.length} stylesheets`);
  for (const t of tags(h, "link"))
    if (
      (attr(t, "rel") ?? "").toLowerCase().split(/\s+/).includes("modulepreload") &&
      attr(t, "fetchpriority") !== "low"
    )
      found.push(t);
  return found;
}

export type FontFace = { family: string; src: string[]; display?: string };

/** The `@font-face` rules of a stylesheet: family, `url()` sources and font-display. */
export function fontFaces(css: string): FontFace[] {
  return [...css.matchAll(/@font-face\s*\{([^}]*)\}/g)].map((m) => {
    const body = m[1]!;
    const prop = (name: string) =>
      new RegExp(`(?:^|;)\\s*${name}\\s*:\\s*([^;]+)`).exec(body)?.[1]?.trim();
    return {
      family: (prop("font-family") ?? "").replace(/["']/g, ""),
      src: [...(prop("src") ?? "").matchAll(/url\(\s*(["']?)([^"')]+)\1\s*\)/g)].map((u) => u[2]!),
      display: prop("font-display"),
    };
  });
}

/**
 * Font rules that break the Weight targets: a downloaded face not self-hosted, not WOFF2, without
 * `font-display: swap`, or not preloaded by the page; `preloads` are the page's font preload hrefs.
 */
export function fontProblems(faces: FontFace[], preloads: string[]): string[] {
  const problems: string[] = [];
  for (const face of faces) {
    for (const src of face.src) {
      if (isExternal(src)) problems.push(`${face.family}: ${src} is not self-hosted`);
      else if (!/\.woff2(?:[?#]|$)/.test(src)) problems.push(`${face.family}: ${src} is not WOFF2`);
      else if (!preloads.includes(src)) problems.push(`${face.family}: ${src} is not preloaded`);
    }
    if (face.src.length > 0 && face.display !== "swap")
      problems.push(`${face.family}: font-display is ${face.display ?? "unset"}, not swap`);
  }
  return problems;
}

/** The hrefs of `<link rel="preload" as="font">` in the document. */
export function fontPreloads(html: string): string[] {
  return tags(head(html), "link")
    .filter((t) => attr(t, "rel") === "preload" && attr(t, "as") === "font")
    .map((t) => attr(t, "href") ?? "");
}
