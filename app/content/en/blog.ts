import type { blogEs } from "../es/blog.ts";

export type BlogContent = typeof blogEs;

export const blogEn: BlogContent = {
  readMore: "Read “{title}”",
  publishedOn: "Published on {date}",
  tags: "Tags",
  back: "Back to the blog",
  pagination: {
    label: "Blog pages",
    previous: "Newer posts",
    next: "Older posts",
    page: "Page {page} of {pages}",
  },
};
