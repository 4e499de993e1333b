/**
 * The manage link's three calls (docs/product/design.md §4): read, reschedule, cancel. Answers come back as
 * results, never thrown: a refusal carries the function's own message, already in the visitor's
 * language, and a 409 the fresh free times it offers.
 */
import type { MeetingType } from "../../content/business.ts";
import type { Lang } from "../../content/routes.ts";

export type BookingView = {
  id: string;
  type: MeetingType;
  status: "confirmed" | "cancelled";
  start: string;
  end: string;
  name: string;
  email: string;
  language: Lang;
  /** The zone the visitor booked from: times are shown in it. */
  timezone: string;
  cancelReason: string | null;
  /** Confirmed and not started: it can still be moved or cancelled. */
  changeable: boolean;
};

export type Slot = { start: string; end: string };

export type Refusal = {
  ok: false;
  /** 0: the request never got an answer. */
  status: number;
  code: string;
  message: string;
  slots?: Slot[];
};
export type ApiResult = { ok: true; booking: BookingView } | Refusal;

const BASE = "/functions/v1/booking";

/** The manage link's secret, as the function checks it: 32 random bytes, base64url. */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

async function call(path: string, init: RequestInit, network: string): Promise<ApiResult> {
  let res: Response;
  try {
    res = await fetch(`${BASE}/${path}`, {
      ...init,
      cache: "no-store",
      headers: { Accept: "application/json", ...init.headers },
    });
  } catch (error) {
    if ((error as Error).name === "AbortError") throw error;
    return { ok: false, status: 0, code: "network", message: network };
  }
  const body = (await res.json().catch(() => null)) as
    (BookingView & { error?: { code: string; message: string }; slots?: Slot[] }) | null;
  if (res.ok && body && !body.error) return { ok: true, booking: body };
  return {
    ok: false,
    status: res.status,
    code: body?.error?.code ?? "unavailable",
    message: body?.error?.message ?? network,
    ...(Array.isArray(body?.slots) ? { slots: body.slots } : {}),
  };
}

export function readBooking(
  token: string,
  lang: Lang,
  network: string,
  signal?: AbortSignal,
): Promise<ApiResult> {
  return call(`manage?${new URLSearchParams({ token, lang })}`, { signal }, network);
}

const post = (path: string, body: Record<string, unknown>, network: string) =>
  call(
    path,
    {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
    },
    network,
  );

export function rescheduleBooking(token: string, start: string, lang: Lang, network: string) {
  return post("reschedule", { token, start, language: lang }, network);
}

export function cancelBooking(token: string, reason: string, lang: Lang, network: string) {
  return post("cancel", { token, reason: reason.trim() || undefined, language: lang }, network);
}
