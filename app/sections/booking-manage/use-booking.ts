import { useCallback, useEffect, useState } from "react";
import type { Lang } from "../../content/routes.ts";
import { readBooking, TOKEN_PATTERN, type BookingView } from "./booking-api.ts";
import { useBookingToken } from "./use-booking-token.ts";

export type BookingState =
  /** Hydrating, or asking the function: the page keeps the booking's space reserved. */
  | { phase: "loading" }
  | { phase: "no-token" }
  | { phase: "not-found" }
  | { phase: "failed"; message: string }
  | { phase: "ready"; booking: BookingView; token: string };

/**
 * The booking behind the page's manage token. `replace` takes the function's answer to a change
 * (reschedule, cancel), so the page shows what the server now holds without asking again.
 */
export function useBooking(lang: Lang, networkMessage: string) {
  const token = useBookingToken();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{ key: string; value: BookingState }>();
  const key = `${token}|${attempt}`;

  useEffect(() => {
    if (!token || !TOKEN_PATTERN.test(token)) return;
    const controller = new AbortController();
    readBooking(token, lang, networkMessage, controller.signal)
      .then((result) => {
        if (controller.signal.aborted) return;
        const value: BookingState = result.ok
          ? { phase: "ready", booking: result.booking, token }
          : result.status === 404
            ? { phase: "not-found" }
            : { phase: "failed", message: result.message };
        setState({ key, value });
      })
      .catch(() => {});
    return () => controller.abort();
  }, [key, token, lang, networkMessage]);

  const replace = useCallback(
    (booking: BookingView) => {
      if (token) setState({ key, value: { phase: "ready", booking, token } });
    },
    [key, token],
  );

  let current: BookingState;
  if (token === undefined) current = { phase: "loading" };
  else if (token === null) current = { phase: "no-token" };
  else if (!TOKEN_PATTERN.test(token)) current = { phase: "not-found" };
  else current = state?.key === key ? state.value : { phase: "loading" };

  return { state: current, retry: () => setAttempt((n) => n + 1), replace };
}
