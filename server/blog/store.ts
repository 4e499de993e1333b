/**
 * Blog posts in the database. Ids follow the spec's rule (highest + 1, or 1 when empty); views
 * start at 0, are never touched by an edit, and count once per visitor per day (views.ts).
 */
import { and, asc, count, desc, eq, ne, sql } from "drizzle-orm";
import type { Lang } from "../../app/content/routes.ts";
import type { Database } from "../db/client.ts";
import { blogImages, blogPosts } from "../db/schema.ts";
import { imagePath, type PostInput } from "../../app/blog/post-input.ts";
import { imageId, sniffImage } from "./images.ts";
import { renderMarkdown } from "./markdown.ts";

export { imagePath, postInputSchema, SLUG, type PostInput } from "../../app/blog/post-input.ts";
export type Post = typeof blogPosts.$inferSelect;
export type CoverImage = { src: string; width: number; height: number };

/** One language of a post, as a public page shows it. */
export type PostView = {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  tags: string[];
  publishedAt: string;
  updatedAt: string;
  views: number;
  cover?: CoverImage;
  /** Languages the post is written in. */
  languages: Lang[];
};

export function languagesOf(post: Pick<Post, "titleEs" | "titleEn">): Lang[] {
  return [...(post.titleEs ? ["es" as const] : []), ...(post.titleEn ? ["en" as const] : [])];
}

/**
 * What saving a post can come to. A result, not an exception class: the pages that call the store
 * are bundled into the React Router build with their own copies of server modules, so an
 * `instanceof` check across that boundary never matches (issue 21, finding 14).
 */
export type SaveResult<Reason extends string = "slug_taken"> =
  { ok: true; post: Post } | { ok: false; reason: Reason };

/** The driver's error fields, found on the error or the query error wrapping it. */
function pgErrorOf(error: unknown): { code?: string; constraint?: string } {
  for (let e = error, depth = 0; e && typeof e === "object" && depth < 4; depth++) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (typeof code === "string")
      return { code, constraint: typeof constraint === "string" ? constraint : undefined };
    e = (e as { cause?: unknown }).cause;
  }
  return {};
}

const UNIQUE_VIOLATION = "23505";

export function createBlogStore(db: Database) {
  const byLang = (lang: Lang) => (lang === "es" ? blogPosts.titleEs : blogPosts.titleEn);

  async function covers(ids: (string | null)[]): Promise<Map<string, CoverImage>> {
    const wanted = ids.filter((id): id is string => Boolean(id));
    if (!wanted.length) return new Map();
    const rows = await db
      .select({ id: blogImages.id, width: blogImages.width, height: blogImages.height })
      .from(blogImages)
      .where(sql`${blogImages.id} IN ${wanted}`);
    return new Map(
      rows.map((r) => [r.id, { src: imagePath(r.id), width: r.width, height: r.height }]),
    );
  }

  function view(post: Post, lang: Lang, cover: Map<string, CoverImage>): PostView {
    return {
      id: post.id,
      slug: post.slug,
      title: lang === "es" ? post.titleEs : post.titleEn,
      excerpt: lang === "es" ? post.excerptEs : post.excerptEn,
      tags: post.tags,
      publishedAt: (post.publishedAt ?? post.createdAt).toISOString(),
      updatedAt: post.updatedAt.toISOString(),
      views: post.views,
      cover: post.coverImageId ? cover.get(post.coverImageId) : undefined,
      languages: languagesOf(post),
    };
  }

  async function slugTaken(slug: string, exceptId?: number): Promise<boolean> {
    const [row] = await db
      .select({ id: blogPosts.id })
      .from(blogPosts)
      .where(
        exceptId
          ? and(eq(blogPosts.slug, slug), ne(blogPosts.id, exceptId))
          : eq(blogPosts.slug, slug),
      );
    return Boolean(row);
  }

  /** A concurrent save that took the slug first loses on the unique index, not with a 500. */
  const slugConflict = (error: unknown) => {
    const { code, constraint } = pgErrorOf(error);
    return code === UNIQUE_VIOLATION && constraint === "blog_posts_slug_key";
  };

  const fields = (input: PostInput) => ({
    ...input,
    publishedAt: input.published ? (input.publishedAt ?? new Date()) : input.publishedAt,
  });

  return {
    async create(input: PostInput): Promise<SaveResult> {
      if (await slugTaken(input.slug)) return { ok: false, reason: "slug_taken" };
      // The spec's id rule, computed in the same statement; a concurrent insert that took the
      // same id fails on the primary key and is retried once.
      for (let attempt = 0; ; attempt++) {
        try {
          const [post] = await db
            .insert(blogPosts)
            .values({
              ...fields(input),
              id: sql`(SELECT coalesce(max(id), 0) + 1 FROM blog_posts)`,
            })
            .returning();
          return { ok: true, post: post! };
        } catch (error) {
          if (slugConflict(error)) return { ok: false, reason: "slug_taken" };
          if (attempt > 0 || pgErrorOf(error).code !== UNIQUE_VIOLATION) throw error;
        }
      }
    },

    async update(id: number, input: PostInput): Promise<SaveResult<"slug_taken" | "not_found">> {
      if (await slugTaken(input.slug, id)) return { ok: false, reason: "slug_taken" };
      try {
        const [post] = await db
          .update(blogPosts)
          .set({ ...fields(input), updatedAt: new Date() })
          .where(eq(blogPosts.id, id))
          .returning();
        return post ? { ok: true, post } : { ok: false, reason: "not_found" };
      } catch (error) {
        if (slugConflict(error)) return { ok: false, reason: "slug_taken" };
        throw error;
      }
    },

    async remove(id: number): Promise<boolean> {
      const rows = await db
        .delete(blogPosts)
        .where(eq(blogPosts.id, id))
        .returning({ id: blogPosts.id });
      return rows.length > 0;
    },

    async get(id: number): Promise<(Post & { cover?: CoverImage }) | undefined> {
      const [post] = await db.select().from(blogPosts).where(eq(blogPosts.id, id));
      if (!post) return undefined;
      const cover = await covers([post.coverImageId]);
      return { ...post, cover: post.coverImageId ? cover.get(post.coverImageId) : undefined };
    },

    /** Every post for the admin list, newest id first. */
    async all(): Promise<Post[]> {
      return db.select().from(blogPosts).orderBy(desc(blogPosts.id));
    },

    /** Published posts written in `lang`, newest first, one page of them. */
    async published(lang: Lang, page: number, perPage: number) {
      const where = and(eq(blogPosts.published, true), ne(byLang(lang), ""));
      const [total] = await db.select({ n: count() }).from(blogPosts).where(where);
      const rows = await db
        .select()
        .from(blogPosts)
        .where(where)
        .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id))
        .limit(perPage)
        .offset((page - 1) * perPage);
      const cover = await covers(rows.map((r) => r.coverImageId));
      return { posts: rows.map((r) => view(r, lang, cover)), total: Number(total?.n ?? 0) };
    },

    /** A published post in `lang` with its body rendered, or undefined. */
    async publicPost(slug: string, lang: Lang) {
      const [post] = await db
        .select()
        .from(blogPosts)
        .where(and(eq(blogPosts.slug, slug), eq(blogPosts.published, true), ne(byLang(lang), "")));
      if (!post) return undefined;
      const cover = await covers([post.coverImageId]);
      return {
        ...view(post, lang, cover),
        html: renderMarkdown(lang === "es" ? post.bodyEs : post.bodyEn),
      };
    },

    /** Slugs and dates of every published post, per language, for the sitemap. */
    async sitemapEntries() {
      return db
        .select({
          slug: blogPosts.slug,
          titleEs: blogPosts.titleEs,
          titleEn: blogPosts.titleEn,
          updatedAt: blogPosts.updatedAt,
        })
        .from(blogPosts)
        .where(eq(blogPosts.published, true))
        .orderBy(asc(blogPosts.id));
    },

    /** Stores an uploaded image after checking its bytes; undefined when it is not one we take. */
    async saveImage(bytes: Uint8Array): Promise<(CoverImage & { id: string }) | undefined> {
      const info = sniffImage(bytes);
      if (!info) return undefined;
      const id = imageId(bytes, info);
      await db
        .insert(blogImages)
        .values({
          id,
          contentType: info.contentType,
          width: info.width,
          height: info.height,
          data: Buffer.from(bytes),
        })
        .onConflictDoNothing();
      return { id, src: imagePath(id), width: info.width, height: info.height };
    },

    async image(id: string) {
      const [row] = await db.select().from(blogImages).where(eq(blogImages.id, id));
      return row;
    },

    renderMarkdown,
  };
}

export type BlogStore = ReturnType<typeof createBlogStore>;
