import type { Lang } from "../content/routes.ts";

export const LANGUAGE_STORAGE_KEY = "language";

/** Stored value counts as English only when it is exactly `en` (docs/product/spec.md §4). */
export function readLanguagePreference(storage: Pick<Storage, "getItem">): Lang {
  try {
    return storage.getItem(LANGUAGE_STORAGE_KEY) === "en" ? "en" : "es";
  } catch {
    return "es";
  }
}

export function saveLanguagePreference(storage: Pick<Storage, "setItem">, lang: Lang): void {
  try {
    storage.setItem(LANGUAGE_STORAGE_KEY, lang);
  } catch {
    // Private mode or storage disabled: the URL still carries the language.
  }
}

/**
 * Inline script for the Spanish home page: a visitor who chose English before goes to /en
 * before anything paints. Inline so there is no flash of the wrong language; the CSP hashes it.
 */
export const homeLanguageRedirectScript = `try{if(localStorage.getItem(${JSON.stringify(
  LANGUAGE_STORAGE_KEY,
)})==="en"&&location.pathname==="/")location.replace("/en"+location.search+location.hash)}catch(e){}`;
