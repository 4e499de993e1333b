/**
 * Text the database can store: well-formed Unicode with no U+0000. PostgreSQL refuses NUL in
 * `text` and node-postgres turns lone surrogates into U+FFFD, so such input is refused at the
 * boundary with a 400 instead of failing (or changing) further down.
 */
export function isStorableText(value: string): boolean {
  return value.isWellFormed() && !value.includes("\u0000");
}

/** Whether a parsed JSON value holds any string (key or value) that is not storable. */
export function hasUnstorableText(value: unknown, depth = 0): boolean {
  if (typeof value === "string") return !isStorableText(value);
  if (depth > 32 || value === null || typeof value !== "object") return false;
  if (Array.isArray(value)) return value.some((v) => hasUnstorableText(v, depth + 1));
  return Object.entries(value).some(
    ([k, v]) => !isStorableText(k) || hasUnstorableText(v, depth + 1),
  );
}
