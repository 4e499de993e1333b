/**
 * A blog post as the admin's form submits it and the store saves it: one schema, checked by the
 * form's action (app/admin/post-form.server.ts) and by the store (server/blog/store.ts).
 */
import { z } from "zod";

export const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const text = (max: number) => z.string().trim().max(max);

export const postInputSchema = z
  .object({
    slug: z.string().trim().toLowerCase().max(100).regex(SLUG),
    titleEs: text(200),
    titleEn: text(200),
    excerptEs: text(500),
    excerptEn: text(500),
    bodyEs: text(100_000),
    bodyEn: text(100_000),
    tags: z.array(z.string().trim().min(1).max(40)).max(20),
    published: z.boolean(),
    publishedAt: z.date().nullable(),
    coverImageId: z.string().max(64).nullable(),
  })
  .refine((p) => p.titleEs !== "" || p.titleEn !== "", { path: ["titleEs"], message: "title" });

export type PostInput = z.infer<typeof postInputSchema>;

/** Where a stored cover image is served. */
export const imagePath = (id: string) => `/media/blog/${id}`;
