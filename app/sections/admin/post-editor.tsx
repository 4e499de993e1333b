import { Form, Link, useNavigation } from "react-router";
import type { EditorErrors, EditorValues } from "../../admin/post-form.server.ts";
import { PostBody } from "../../components/post-body.tsx";
import { Button } from "../../components/ui/button.tsx";
import { fill } from "../../i18n/runtime-text.ts";
import { CsrfField, Field, Notice, TextArea, TextInput } from "./fields.tsx";
import { useAdminData } from "./use-admin.ts";

type Props = {
  heading: string;
  views: number | undefined;
  maxCoverMb: string;
  values: EditorValues;
  errors: EditorErrors;
  preview: { es: string; en: string } | undefined;
};

/** Create or edit a post: both languages side by side, cover upload, preview and save. */
export function PostEditor({ heading, views, maxCoverMb, values, errors, preview }: Props) {
  const { texts, paths } = useAdminData();
  const t = texts.editor;
  const busy = useNavigation().state === "submitting";
  // A new key after each answer, so the uncontrolled fields show what the server sent back.
  const key = JSON.stringify(values);
  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-extrabold">{heading}</h1>
        <Link to={paths.posts} className="font-semibold text-primary underline">
          {t.back}
        </Link>
      </div>
      {views !== undefined && (
        <p className="text-muted">{fill(t.views, { views: String(views) })}</p>
      )}
      {(errors.form || errors.title) && <Notice tone="error">{errors.title ?? errors.form}</Notice>}
      <Form key={key} method="post" encType="multipart/form-data" className="grid gap-6">
        <CsrfField />
        <input type="hidden" name="coverImageId" value={values.coverImageId} />
        <div className="grid gap-4 rounded-2xl border border-line bg-white p-5 md:grid-cols-2">
          <Field
            label={t.slug}
            hint={fill(t.slugHint, { slug: values.slug || "…" })}
            error={errors.slug}
          >
            {(p) => (
              <TextInput
                {...p}
                name="slug"
                required
                pattern="[a-z0-9]+(-[a-z0-9]+)*"
                defaultValue={values.slug}
              />
            )}
          </Field>
          <Field label={t.tags} hint={t.tagsHint}>
            {(p) => <TextInput {...p} name="tags" defaultValue={values.tags} />}
          </Field>
          <Field label={t.publishedAt}>
            {(p) => (
              <TextInput {...p} name="publishedAt" type="date" defaultValue={values.publishedAt} />
            )}
          </Field>
          <div className="flex items-center gap-2 self-end pb-2">
            <input
              id="post-published"
              type="checkbox"
              name="published"
              defaultChecked={values.published}
              className="size-5 accent-primary"
            />
            <label htmlFor="post-published" className="font-semibold">
              {t.published}
            </label>
          </div>
          <Field label={t.cover} hint={fill(t.coverHint, { max: maxCoverMb })} error={errors.cover}>
            {(p) => (
              <TextInput {...p} name="cover" type="file" accept="image/png,image/jpeg,image/webp" />
            )}
          </Field>
          {values.coverSrc && (
            <div className="grid gap-2">
              <img
                src={values.coverSrc}
                alt={t.currentCover}
                className="max-h-32 w-auto rounded-xl"
              />
              <label className="flex items-center gap-2 text-sm">
                <input type="checkbox" name="removeCover" className="size-4 accent-primary" />
                {t.removeCover}
              </label>
            </div>
          )}
        </div>
        <div className="grid gap-6 lg:grid-cols-2">
          {(["es", "en"] as const).map((lang) => {
            const suffix = lang === "es" ? "Es" : "En";
            return (
              <fieldset
                key={lang}
                className="grid gap-4 rounded-2xl border border-line bg-white p-5"
                lang={lang}
              >
                <legend className="px-1 text-lg font-bold">{t.languages[lang]}</legend>
                <p className="text-sm text-muted">{t.languageHint}</p>
                <Field label={`${t.title} (${t.languages[lang]})`}>
                  {(p) => (
                    <TextInput
                      {...p}
                      name={`title${suffix}`}
                      defaultValue={values[`title${suffix}`]}
                    />
                  )}
                </Field>
                <Field label={`${t.excerpt} (${t.languages[lang]})`}>
                  {(p) => (
                    <TextArea
                      {...p}
                      name={`excerpt${suffix}`}
                      rows={3}
                      defaultValue={values[`excerpt${suffix}`]}
                    />
                  )}
                </Field>
                <Field label={`${t.body} (${t.languages[lang]})`} hint={t.bodyHint}>
                  {(p) => (
                    <TextArea
                      {...p}
                      name={`body${suffix}`}
                      rows={14}
                      defaultValue={values[`body${suffix}`]}
                    />
                  )}
                </Field>
              </fieldset>
            );
          })}
        </div>
        <div className="flex flex-wrap gap-3">
          <Button type="submit" name="intent" value="save" disabled={busy}>
            {t.save}
          </Button>
          <Button type="submit" name="intent" value="preview" variant="outline" disabled={busy}>
            {t.preview}
          </Button>
        </div>
      </Form>
      {preview && (
        <section
          aria-labelledby="preview-heading"
          className="grid gap-6 rounded-2xl border border-line bg-white p-5"
        >
          <h2 id="preview-heading" className="text-2xl font-bold">
            {t.previewHeading}
          </h2>
          <div className="grid gap-8 lg:grid-cols-2">
            {(["es", "en"] as const).map((lang) => (
              <article key={lang} lang={lang} aria-label={t.languages[lang]}>
                <h3 className="text-xl font-bold">
                  {lang === "es" ? values.titleEs : values.titleEn}
                </h3>
                <PostBody html={preview[lang]} className="text-base" />
              </article>
            ))}
          </div>
        </section>
      )}
    </div>
  );
}
