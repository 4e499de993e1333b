/**
 * Numbers taken from admin URLs and forms (post ids, page numbers), checked before they reach a
 * query: a value outside its column's range makes the database fail the statement (issue 21,
 * finding 1), so such URLs are answered 404 (400 for a form) here instead.
 */
import { z } from "zod";

/** Largest value of a PostgreSQL `integer` column (blog_posts.id). */
export const MAX_INTEGER = 2_147_483_647;

/** A positive decimal integer up to `max`, written canonically: no sign, exponent or leading 0. */
const positiveInt = (max: number) =>
  z
    .string()
    .regex(/^[1-9]\d{0,9}$/)
    .transform(Number)
    .pipe(z.number().int().max(max));

export const postIdSchema = positiveInt(MAX_INTEGER);

/**
 * `?page=N` of an admin list: absent means 1. The ceiling keeps the offset a list computes
 * from it far inside bigint, whatever the page size.
 */
export const pageSchema = z.union([z.null().transform(() => 1), positiveInt(1_000_000)]);

export const pageOf = (request: Request) =>
  pageSchema.safeParse(new URL(request.url).searchParams.get("page"));
