import { Link } from "react-router";
import { TagList } from "../../components/tag-list.tsx";
import { formatDate } from "../../content/formatters.ts";
import { PostBody } from "../../components/post-body.tsx";
import type { BlogContent } from "../../content/en/blog.ts";
import { href } from "../../i18n/href.ts";
import { useLanguage } from "../../i18n/language.tsx";
import { fill } from "../../i18n/runtime-text.ts";

type Post = {
  title: string;
  excerpt: string;
  publishedAt: string;
  tags: string[];
  html: string;
  cover?: { src: string; width: number; height: number };
};

/** A published post: title, date, cover, the server-rendered body, tags and the way back. */
export function PostArticle({ post, texts }: { post: Post; texts: BlogContent }) {
  const { lang } = useLanguage();
  return (
    <div className="mx-auto max-w-3xl px-4 pt-28 pb-20 sm:pt-36 sm:px-6">
      <article>
        <header>
          <p className="text-sm text-muted">
            <time dateTime={post.publishedAt}>
              {fill(texts.publishedOn, { date: formatDate(post.publishedAt, lang) })}
            </time>
          </p>
          <h1 className="mt-3 text-4xl font-extrabold tracking-tight sm:text-5xl">{post.title}</h1>
          {post.excerpt && <p className="mt-4 text-xl text-muted">{post.excerpt}</p>}
        </header>
        {post.cover && (
          <img
            src={post.cover.src}
            width={post.cover.width}
            height={post.cover.height}
            alt=""
            className="mt-8 h-auto w-full rounded-3xl"
          />
        )}
        <PostBody html={post.html} className="mt-8" />
        <TagList tags={post.tags} label={texts.tags} className="mt-10" />
      </article>
      <p className="mt-12">
        <Link to={href("blog", lang)} className="font-semibold text-primary underline">
          {texts.back}
        </Link>
      </p>
    </div>
  );
}
