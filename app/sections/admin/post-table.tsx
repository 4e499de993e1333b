import { Link } from "react-router";
import { buttonVariants } from "../../components/ui/button.tsx";
import { DeletePostButton } from "./delete-post.tsx";
import { useAdminData } from "./use-admin.ts";
import { AdminTable } from "./admin-table.tsx";

type Row = { id: number; slug: string; title: string; published: boolean; views: number };

/** The admin's list of posts: a real table, one row per post, with edit and delete. */
export function PostTable({ posts }: { posts: Row[] }) {
  const { texts, paths } = useAdminData();
  const c = texts.posts.columns;
  return (
    <AdminTable
      caption={texts.posts.caption}
      headings={[c.id, c.title, c.slug, c.status, c.views, c.actions]}
    >
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
    </AdminTable>
  );
}
