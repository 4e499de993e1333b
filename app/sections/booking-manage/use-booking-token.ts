import { useEffect, useSyncExternalStore } from "react";
import { useLocation } from "react-router";

/**
 * The manage token of the booking this page is about, or null when there is none; undefined
 * while hydrating (prerendered HTML was rendered without a query).
 *
 * It arrives as `?token=` (the e-mail's link) or in the navigation's state (`{ bookingToken }`,
 * from the booking widget). Once read, it is taken out of the address bar and kept for this tab
 * in sessionStorage: analytics scripts, which start later, report the page's URL, and the token
 * is the key to the booking, so it must never reach them; a reload still finds it.
 */
export const STORAGE_KEY = "nf.booking-token";
const noSubscription = () => () => {};

function stored(): string | null {
  try {
    return window.sessionStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

/**
 * Run by the prerendered page before it paints: with no token in the address and none kept for
 * this tab, the page shows the no-link notice from the start instead of a booking-sized
 * placeholder that would shrink when React learns there is nothing to load (a layout shift).
 */
export const NO_TOKEN_PROBE = `try{if(!/[?&]token=/.test(location.search)&&!sessionStorage.getItem(${JSON.stringify(STORAGE_KEY)}))document.documentElement.dataset.bookingToken="none"}catch(e){}`;

export function useBookingToken(): string | null | undefined {
  const location = useLocation();
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const fromState = (location.state as { bookingToken?: unknown } | null)?.bookingToken;
  const fromUrl = new URLSearchParams(location.search).get("token");
  const given = typeof fromState === "string" ? fromState : fromUrl;
  const token = hydrated ? (given ?? stored()) : undefined;

  // The document's first paint already knew whether a token was there (NO_TOKEN_PROBE); once
  // React knows too, the mark goes, so a later navigation inside the app starts clean.
  useEffect(() => {
    if (hydrated) delete document.documentElement.dataset.bookingToken;
  }, [hydrated]);

  useEffect(() => {
    if (!given) return;
    try {
      window.sessionStorage.setItem(STORAGE_KEY, given);
    } catch {
      // Storage refused (private mode): the page still works until it is reloaded.
    }
    const url = new URL(window.location.href);
    if (!url.searchParams.has("token")) return;
    url.searchParams.delete("token");
    window.history.replaceState(window.history.state, "", url.pathname + url.search + url.hash);
  }, [given]);

  return token;
}
