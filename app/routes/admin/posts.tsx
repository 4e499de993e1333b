import { data, Link, redirect, useSearchParams } from "react-router";
import { z } from "zod";
import { adminOf } from "../../admin/admin.server.ts";
import { postIdSchema } from "../../admin/params.server.ts";
import { buttonVariants } from "../../components/ui/button.tsx";
import { Notice } from "../../sections/admin/fields.tsx";
import { PostTable } from "../../sections/admin/post-table.tsx";
import { useAdminData } from "../../sections/admin/use-admin.ts";
import { adminMeta } from "./layout.tsx";
import type { Route } from "./+types/posts";

export async function loader({ context }: Route.LoaderArgs) {
  const { services, texts } = adminOf(context);
  const posts = (await services.blog.all()).map((p) => ({
    id: p.id,
    slug: p.slug,
    title: p.titleEs || p.titleEn,
    published: p.published,
    views: p.views,
  }));
  return { title: texts.titles.posts, posts };
}

export const meta: Route.MetaFunction = ({ loaderData }) => adminMeta(loaderData?.title);

const deleteSchema = z.object({ intent: z.literal("delete"), id: postIdSchema });

export async function action({ request, context }: Route.ActionArgs) {
  const { services, base } = adminOf(context);
  const form = await request.formData();
  const parsed = deleteSchema.safeParse({ intent: form.get("intent"), id: form.get("id") });
  if (!parsed.success) throw data(null, { status: 400 });
  if (!(await services.blog.remove(parsed.data.id))) throw data(null, { status: 404 });
  return redirect(`${base}?status=deleted`, 303);
}

export default function AdminPosts({ loaderData }: Route.ComponentProps) {
  const { texts, paths } = useAdminData();
  const [params] = useSearchParams();
  const status = params.get("status");
  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-extrabold">{texts.posts.heading}</h1>
        <Link to={paths.newPost} className={buttonVariants({ variant: "primary" })}>
          {texts.posts.create}
        </Link>
      </div>
      {status === "deleted" && <Notice tone="ok">{texts.posts.deleted}</Notice>}
      {status === "saved" && <Notice tone="ok">{texts.posts.saved}</Notice>}
      {loaderData.posts.length ? (
        <PostTable posts={loaderData.posts} />
      ) : (
        <p className="text-muted">{texts.posts.empty}</p>
      )}
    </div>
  );
}
