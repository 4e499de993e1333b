/**
 * What the leads page takes from its URL besides `?page=`, checked before any query: an unknown
 * filter value is a 404 rather than a silently different list.
 */
import { z } from "zod";

/** `?contact=1`: only conversations with contact details; absent means every conversation. */
export const contactFilterSchema = z.union([
  z.null().transform(() => false),
  z.literal("1").transform(() => true),
]);

export const contactFilterOf = (request: Request) =>
  contactFilterSchema.safeParse(new URL(request.url).searchParams.get("contact"));
