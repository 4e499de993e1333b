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
const STORAGE_KEY = "nf.booking-token";
const noSubscription = () => () => {};

function stored(): string | null {
  try {
    return window.sessionStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

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
