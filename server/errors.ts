import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";

/** The one error shape every function answers with (docs/product/design.md §4). Never a stack trace. */
export type ApiErrorBody = { error: { code: string; message: string } };

export function apiError(c: Context, status: ContentfulStatusCode, code: string, message: string) {
  return c.json<ApiErrorBody>({ error: { code, message } }, status);
}
