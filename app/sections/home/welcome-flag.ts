/** Local-storage key of the "welcome dialog seen" flag (docs/product/spec.md §3); tests set it to keep the dialog away. */
export const WELCOME_SEEN_KEY = "welcome_seen";

/** How long a first-time visitor has the home page to themselves before the dialog opens. */
export const WELCOME_DELAY_MS = 3000;

/** True when the flag is absent; sets it at once (docs/product/spec.md §4). Without storage: never shown. */
export function claimFirstVisit(storage: Pick<Storage, "getItem" | "setItem">): boolean {
  try {
    if (storage.getItem(WELCOME_SEEN_KEY) !== null) return false;
    storage.setItem(WELCOME_SEEN_KEY, "true");
    return true;
  } catch {
    return false;
  }
}
