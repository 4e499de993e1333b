import { Form, redirect, useNavigation } from "react-router";
import { z } from "zod";
import { adminOf, cookie, SESSION_COOKIE } from "../../admin/admin.server.ts";
import { ipKey } from "../../lib/ip-key.server.ts";
import { Button } from "../../components/ui/button.tsx";
import { fill } from "../../i18n/runtime-text.ts";
import { CsrfField, Field, Notice, TextInput } from "../../sections/admin/fields.tsx";
import { useAdminData } from "../../sections/admin/use-admin.ts";
import { adminMeta } from "./layout.tsx";
import type { Route } from "./+types/login";

export function loader({ context }: Route.LoaderArgs) {
  const { session, base, texts } = adminOf(context);
  if (session) throw redirect(base);
  return { title: texts.titles.login };
}

export const meta: Route.MetaFunction = ({ loaderData }) => adminMeta(loaderData?.title);

/** Two text fields (a file or a missing field is no sign-in); no address is longer than 254. */
const credentials = z.object({ email: z.string().max(254), password: z.string() });

export async function action({ request, context }: Route.ActionArgs) {
  const { services, info, base, texts } = adminOf(context);
  const form = await request.formData();
  const fields = credentials.safeParse({
    email: form.get("email"),
    password: form.get("password"),
  });
  if (!fields.success) return { error: texts.login.invalid, email: "" };
  const { email, password } = fields.data;
  const result = await services.auth.login(email, password, ipKey(info.ip));
  if (result.ok) {
    throw redirect(base, {
      headers: {
        "Set-Cookie": cookie(
          SESSION_COOKIE,
          result.token,
          info.https,
          services.sessionTtlMs / 1000,
        ),
      },
    });
  }
  const minutes = String(Math.max(1, Math.ceil((result.retryAfterSeconds ?? 60) / 60)));
  const message =
    result.reason === "locked"
      ? fill(texts.login.locked, { minutes })
      : result.reason === "rate_limited"
        ? fill(texts.login.rateLimited, { minutes })
        : texts.login.invalid;
  // A refused sign-in is an answer, not a failed request: 200 with the message (browsers log
  // 4xx answers to the scripts' fetches as console errors).
  return { error: message, email };
}

export default function AdminLogin({ actionData }: Route.ComponentProps) {
  const { texts } = useAdminData();
  const busy = useNavigation().state === "submitting";
  return (
    <div className="mx-auto max-w-md rounded-3xl border border-line bg-white p-8 shadow-sm">
      <h1 className="text-2xl font-extrabold">{texts.login.heading}</h1>
      <Form method="post" className="mt-6 grid gap-4">
        <CsrfField />
        {actionData?.error && <Notice tone="error">{actionData.error}</Notice>}
        <Field label={texts.login.email}>
          {(p) => (
            <TextInput
              {...p}
              name="email"
              type="email"
              autoComplete="username"
              required
              defaultValue={actionData?.email}
            />
          )}
        </Field>
        <Field label={texts.login.password}>
          {(p) => (
            <TextInput
              {...p}
              name="password"
              type="password"
              autoComplete="current-password"
              required
            />
          )}
        </Field>
        <Button type="submit" disabled={busy}>
          {texts.login.submit}
        </Button>
      </Form>
    </div>
  );
}
