import type { Messages } from "../content/messages.server.ts";
import type { Lang } from "../content/routes.ts";
import type { SiteConfig } from "../content/site.ts";

/** Interface texts shared by every page; each page's own texts come from its loader. */
export type UiMessages = Omit<Messages, "pages">;

/** What the root loader gives every page: the site config and the interface texts of its language. */
export type RootData = { site: SiteConfig; lang: Lang; messages: UiMessages };

/** Root loader data from a meta function's `matches`. */
export function rootDataOf(
  matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>,
): RootData | undefined {
  return matches.find((m) => m?.id === "root")?.loaderData as RootData | undefined;
}
