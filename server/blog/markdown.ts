/**
 * Post bodies are Markdown rendered on the server only (markdown-it never reaches the client
 * bundle). No raw HTML (`html: false` escapes it), links only to http(s), mailto and our own
 * paths, images only from our own origin (the CSP allows no others), and headings start at h2
 * because the page's h1 is the post title.
 */
import MarkdownIt from "markdown-it";

const SAFE_LINK = /^(https?:|mailto:|\/(?!\/)|#)/i;
const SAFE_IMAGE = /^\/(?!\/)/;

const md = new MarkdownIt({ html: false, linkify: true, typographer: false });
md.validateLink = (url) => SAFE_LINK.test(url.trim());

md.renderer.rules.image = (tokens, idx) => {
  const token = tokens[idx]!;
  const src = token.attrGet("src") ?? "";
  const alt = md.utils.escapeHtml(token.content);
  if (!SAFE_IMAGE.test(src)) return alt;
  return `<img src="${md.utils.escapeHtml(src)}" alt="${alt}" loading="lazy">`;
};

const defaultLinkOpen =
  md.renderer.rules.link_open ??
  ((tokens, idx, options, _env, self) => self.renderToken(tokens, idx, options));
md.renderer.rules.link_open = (tokens, idx, options, env, self) => {
  const token = tokens[idx]!;
  if (/^https?:/i.test(token.attrGet("href") ?? "")) token.attrSet("rel", "noopener nofollow");
  return defaultLinkOpen(tokens, idx, options, env, self);
};

md.core.ruler.push("shift_headings", (state) => {
  for (const token of state.tokens) {
    if ((token.type === "heading_open" || token.type === "heading_close") && token.tag === "h1")
      token.tag = "h2";
  }
});

export function renderMarkdown(source: string): string {
  return md.render(source);
}
