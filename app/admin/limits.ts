/**
 * Limits of what the owner stores through the admin, shown in its forms and enforced by the
 * server (server/admin/custom-css.ts, server/blog/images.ts) from this one place.
 */

/** The site-wide custom CSS, in UTF-8 bytes. */
export const MAX_CUSTOM_CSS_BYTES = 50_000;

/** A blog post's cover image, in bytes. */
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;
