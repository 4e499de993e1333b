import { Link } from "react-router";
import { TagList } from "../../components/tag-list.tsx";
import { formatDate } from "../../content/formatters.ts";
import type { BlogContent } from "../../content/en/blog.ts";
import { Section } from "../../components/section.tsx";
import { href } from "../../i18n/href.ts";
import { useLanguage } from "../../i18n/language.tsx";
import { fill } from "../../i18n/runtime-text.ts";

type PostCard = {
  slug: string;
  title: string;
  excerpt: string;
  publishedAt: string;
  tags: string[];
  cover?: { src: string; width: number; height: number };
};

type Props = { posts: PostCard[]; texts: BlogContent; page: number; pages: number };

/** One page of published posts as cards, with links to newer and older pages. */
export function PostList({ posts, texts, page, pages }: Props) {
  const { lang } = useLanguage();
  const list = href("blog", lang);
  return (
    <Section id="articulos" reveal={false} className="!pt-0 sm:!pt-0">
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {posts.map((post) => (
          <li key={post.slug}>
            <article className="flex h-full flex-col overflow-hidden rounded-3xl border border-line bg-white shadow-sm">
              {post.cover && (
                <img
                  src={post.cover.src}
                  width={post.cover.width}
                  height={post.cover.height}
                  alt=""
                  loading="lazy"
                  className="aspect-[16/9] w-full object-cover"
                />
              )}
              <div className="flex flex-1 flex-col gap-3 p-6">
                <p className="text-sm text-muted">
                  <time dateTime={post.publishedAt}>
                    {fill(texts.publishedOn, { date: formatDate(post.publishedAt, lang) })}
                  </time>
                </p>
                <h2 className="text-xl font-bold">
                  <Link
                    to={href("blogPost", lang, { slug: post.slug })}
                    className="hover:text-primary focus-visible:outline-2 focus-visible:outline-offset-2"
                  >
                    {post.title}
                  </Link>
                </h2>
                {post.excerpt && <p className="text-muted">{post.excerpt}</p>}
                <TagList tags={post.tags} label={texts.tags} className="mt-auto pt-2" />
              </div>
            </article>
          </li>
        ))}
      </ul>
      {pages > 1 && (
        <nav
          aria-label={texts.pagination.label}
          className="mt-12 flex flex-wrap items-center justify-center gap-6"
        >
          {page > 1 && (
            <Link
              to={page === 2 ? list : `${list}?page=${page - 1}`}
              className="font-semibold text-primary underline"
            >
              {texts.pagination.previous}
            </Link>
          )}
          <span aria-current="page">
            {fill(texts.pagination.page, { page: String(page), pages: String(pages) })}
          </span>
          {page < pages && (
            <Link to={`${list}?page=${page + 1}`} className="font-semibold text-primary underline">
              {texts.pagination.next}
            </Link>
          )}
        </nav>
      )}
    </Section>
  );
}
