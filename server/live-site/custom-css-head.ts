/**
 * While the owner's custom CSS is set, every HTML document gets a `<link>` to
 * `/custom.css?v=<hash>` before `</head>`: server-rendered ones as they are sent, prerendered
 * ones from a copy made once per document and CSS version. With none, documents are untouched.
 */
import { createHash } from "node:crypto";
import { customCssLink } from "../admin/custom-css.ts";
import type { StaticFile } from "../static.ts";
import type { LiveSettings } from "./settings.ts";

export function customCssHead(settings: LiveSettings) {
  const injectHead = (html: string): string => {
    const link = customCssLink(settings.current().customCss);
    return link ? html.replace("</head>", `${link}</head>`) : html;
  };

  const headed = new WeakMap<StaticFile, { link: string; file: StaticFile }>();
  function staticFile(file: StaticFile): StaticFile {
    if (!file.isHtml) return file;
    const link = customCssLink(settings.current().customCss);
    if (!link) return file;
    const known = headed.get(file);
    if (known?.link === link) return known.file;
    const body = Buffer.from(injectHead(file.body.toString("utf8")));
    const copy: StaticFile = {
      ...file,
      body,
      etag: `"${createHash("sha1").update(body).digest("base64url")}"`,
      encoded: {},
    };
    headed.set(file, { link, file: copy });
    return copy;
  }

  return { injectHead, staticFile };
}
