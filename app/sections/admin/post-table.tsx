import { Link } from "react-router";
import { buttonVariants } from "../../components/ui/button.tsx";
import { DeletePostButton } from "./delete-post.tsx";
import { useAdminData } from "./use-admin.ts";

type Row = { id: number; slug: string; title: string; published: boolean; views: number };

/** The admin's list of posts: a real table, one row per post, with edit and delete. */
export function PostTable({ posts }: { posts: Row[] }) {
  const { texts, paths } = useAdminData();
  const c = texts.posts.columns;
  return (
    <div className="overflow-x-auto rounded-2xl border border-line bg-white">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{texts.posts.caption}</caption>
        <thead className="border-b border-line bg-surface">
          <tr>
            {[c.id, c.title, c.slug, c.status, c.views, c.actions].map((h) => (
              <th key={h} scope="col" className="px-4 py-3 font-semibold">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {posts.map((post) => (
            <tr key={post.id} className="border-b border-line last:border-0">
              <td className="px-4 py-3">{post.id}</td>
              <th scope="row" className="px-4 py-3 font-semibold">
                {post.title}
              </th>
              <td className="px-4 py-3 font-mono text-xs">{post.slug}</td>
              <td className="px-4 py-3">
                {post.published ? texts.posts.published : texts.posts.draft}
              </td>
              <td className="px-4 py-3">{post.views}</td>
              <td className="px-4 py-3">
                <div className="flex gap-2">
                  <Link
                    to={paths.post(post.id)}
                    className={buttonVariants({ variant: "outline", size: "sm" })}
                    aria-label={`${texts.posts.edit}: ${post.title}`}
                  >
                    {texts.posts.edit}
                  </Link>
                  <DeletePostButton id={post.id} title={post.title} />
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
