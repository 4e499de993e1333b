/** Loader helpers shared by the public blog pages. */
import { data } from "react-router";
import type { RouterContextProvider } from "react-router";
import { serverInfo } from "../lib/server-context.ts";

export const POSTS_PER_PAGE = 9;

/** `?page=N` (1 when absent); anything else is not a page of the list. */
export function pageParam(request: Request): number {
  const raw = new URL(request.url).searchParams.get("page");
  if (raw === null) return 1;
  if (!/^[1-9]\d{0,4}$/.test(raw)) throw data(null, { status: 404 });
  return Number(raw);
}

export async function blogServices(context: Readonly<RouterContextProvider>) {
  const info = serverInfo(context);
  return { ...info, services: await info.services };
}
