/** Reads the post editor's form into the store's input, with the editor's error messages. */
import type { Post } from "../../server/blog/store.ts";
import { imagePath, postInputSchema, type PostInput } from "../blog/post-input.ts";
import { MAX_IMAGE_BYTES } from "./limits.ts";
import type { Services } from "../../server/services.ts";
import type { AdminContent } from "../content/en/admin.ts";

export const MAX_COVER_MB = MAX_IMAGE_BYTES / 1024 / 1024;

export type EditorValues = {
  slug: string;
  titleEs: string;
  titleEn: string;
  excerptEs: string;
  excerptEn: string;
  bodyEs: string;
  bodyEn: string;
  tags: string;
  published: boolean;
  publishedAt: string;
  coverImageId: string;
  coverSrc: string;
};

export type EditorErrors = Partial<Record<"slug" | "title" | "cover" | "form", string>>;

export function valuesOf(post: (Post & { cover?: { src: string } }) | undefined): EditorValues {
  return {
    slug: post?.slug ?? "",
    titleEs: post?.titleEs ?? "",
    titleEn: post?.titleEn ?? "",
    excerptEs: post?.excerptEs ?? "",
    excerptEn: post?.excerptEn ?? "",
    bodyEs: post?.bodyEs ?? "",
    bodyEn: post?.bodyEn ?? "",
    tags: post?.tags.join(", ") ?? "",
    published: post?.published ?? false,
    publishedAt: post?.publishedAt?.toISOString().slice(0, 10) ?? "",
    coverImageId: post?.coverImageId ?? "",
    coverSrc: post?.cover?.src ?? "",
  };
}

export async function readPostForm(
  form: FormData,
  services: Services,
  texts: AdminContent["editor"]["errors"],
): Promise<{ values: EditorValues; errors: EditorErrors; input?: PostInput }> {
  const text = (name: string) => String(form.get(name) ?? "");
  const values: EditorValues = {
    slug: text("slug").trim().toLowerCase(),
    titleEs: text("titleEs"),
    titleEn: text("titleEn"),
    excerptEs: text("excerptEs"),
    excerptEn: text("excerptEn"),
    bodyEs: text("bodyEs"),
    bodyEn: text("bodyEn"),
    tags: text("tags"),
    published: form.get("published") === "on",
    publishedAt: text("publishedAt"),
    coverImageId: form.get("removeCover") === "on" ? "" : text("coverImageId"),
    coverSrc: "",
  };
  const errors: EditorErrors = {};
  const file = form.get("cover");
  if (file instanceof File && file.size > 0) {
    if (file.size > MAX_IMAGE_BYTES) errors.cover = texts.imageTooLarge;
    else {
      const saved = await services.blog.saveImage(new Uint8Array(await file.arrayBuffer()));
      if (saved) values.coverImageId = saved.id;
      else errors.cover = texts.image;
    }
  }
  if (values.coverImageId && !/^[0-9a-f]{32}\.(png|jpg|webp)$/.test(values.coverImageId))
    values.coverImageId = "";
  values.coverSrc = values.coverImageId ? imagePath(values.coverImageId) : "";
  const date = /^\d{4}-\d{2}-\d{2}$/.test(values.publishedAt)
    ? new Date(`${values.publishedAt}T12:00:00Z`)
    : null;
  const parsed = postInputSchema.safeParse({
    ...values,
    tags: values.tags
      .split(",")
      .map((t) => t.trim())
      .filter(Boolean),
    publishedAt: date,
    coverImageId: values.coverImageId || null,
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      if (issue.path[0] === "slug") errors.slug = texts.slug;
      else if (issue.path[0] === "titleEs") errors.title = texts.title;
      else errors.form = texts.invalid;
    }
  }
  return { values, errors, input: parsed.success ? parsed.data : undefined };
}
