import { data, redirect } from "react-router";
import { adminOf } from "../../admin/admin.server.ts";
import { MAX_COVER_MB, readPostForm, valuesOf } from "../../admin/post-form.server.ts";
import { postIdSchema } from "../../admin/params.server.ts";
import { fill } from "../../i18n/runtime-text.ts";
import { PostEditor } from "../../sections/admin/post-editor.tsx";
import { adminMeta } from "./layout.tsx";
import type { Route } from "./+types/post-editor";

/** The post id of an edit URL, undefined for a new post; out of range is no post at all. */
function postId(params: { id?: string }, notFound: string): number | undefined {
  if (params.id === undefined) return undefined;
  const id = postIdSchema.safeParse(params.id);
  if (!id.success) throw data(notFound, { status: 404 });
  return id.data;
}

export async function loader({ context, params }: Route.LoaderArgs) {
  const { services, texts } = adminOf(context);
  const id = postId(params, texts.notFound);
  const post = id === undefined ? undefined : await services.blog.get(id);
  if (id !== undefined && !post) throw data(texts.notFound, { status: 404 });
  return {
    title: post ? texts.titles.editPost : texts.titles.newPost,
    heading: post
      ? fill(texts.editor.editHeading, { id: String(post.id) })
      : texts.editor.newHeading,
    id,
    views: post?.views,
    values: valuesOf(post),
    maxCoverMb: String(MAX_COVER_MB),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => adminMeta(loaderData?.title);

export async function action({ request, context, params }: Route.ActionArgs) {
  const { services, texts, base } = adminOf(context);
  const id = postId(params, texts.notFound);
  const form = await request.formData();
  const { values, errors, input } = await readPostForm(form, services, texts.editor.errors);
  if (form.get("intent") === "preview") {
    return {
      values,
      errors,
      preview: {
        es: services.blog.renderMarkdown(values.bodyEs),
        en: services.blog.renderMarkdown(values.bodyEn),
      },
    };
  }
  if (!input || Object.keys(errors).length) return { values, errors, preview: undefined };
  const saved =
    id === undefined ? await services.blog.create(input) : await services.blog.update(id, input);
  if (!saved.ok) {
    if (saved.reason === "not_found") throw data(texts.notFound, { status: 404 });
    return { values, errors: { slug: texts.editor.errors.slugTaken }, preview: undefined };
  }
  return redirect(`${base}?status=saved`, 303);
}

export default function AdminPostEditor({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <PostEditor
      heading={loaderData.heading}
      views={loaderData.views}
      maxCoverMb={loaderData.maxCoverMb}
      values={actionData?.values ?? loaderData.values}
      errors={actionData?.errors ?? {}}
      preview={actionData?.preview}
    />
  );
}
