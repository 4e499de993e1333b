import { messages, type Messages } from "../content/messages.server.ts";
import { langOfPath, type Lang, type RouteId } from "../content/routes.ts";

export type PageTexts = Messages["pages"][RouteId];
export type PageData = { lang: Lang; page: PageTexts };

/**
 * What a page's loader returns at the least: its language and its own texts (title, description,
 * heading, intro). Only this page's texts travel, and they travel with every navigation to it.
 */
export function pageTexts(request: Request, id: RouteId): PageData {
  const lang = langOfPath(new URL(request.url).pathname);
  return { lang, page: messages[lang].pages[id] };
}

/** Content for one language from a per-language record, chosen by the request's path. */
export function forRequest<T>(request: Request, byLang: Record<Lang, T>): T {
  return byLang[langOfPath(new URL(request.url).pathname)];
}
