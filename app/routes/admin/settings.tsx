import { adminOf } from "../../admin/admin.server.ts";
import { MAX_CUSTOM_CSS_BYTES } from "../../admin/limits.ts";
import { loadSiteConfig } from "../../config/site-config.server.ts";
import { SettingsForm } from "../../sections/admin/settings-form.tsx";
import { adminMeta } from "./layout.tsx";
import type { Route } from "./+types/settings";

export async function loader({ context }: Route.LoaderArgs) {
  const { services, texts } = adminOf(context);
  const { integrations } = loadSiteConfig();
  return {
    title: texts.titles.settings,
    values: await services.settings.load(),
    defaults: {
      demoBookingUrl: integrations.demoBookingUrl,
      aiDevBookingUrl: integrations.aiDevBookingUrl,
    },
    maxKb: String(MAX_CUSTOM_CSS_BYTES / 1000),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => adminMeta(loaderData?.title);

export async function action({ request, context }: Route.ActionArgs) {
  const { services, texts } = adminOf(context);
  const form = await request.formData();
  const values = {
    customCss: String(form.get("customCss") ?? ""),
    chatWidgetId: String(form.get("chatWidgetId") ?? ""),
    demoBookingUrl: String(form.get("demoBookingUrl") ?? "").trim(),
    aiDevBookingUrl: String(form.get("aiDevBookingUrl") ?? "").trim(),
  };
  const result = await services.settings.save(values);
  if (result.ok) return { values: result.settings, saved: true, error: undefined };
  // Refused values are an answer (200 with the reason), like the other admin forms.
  return {
    values,
    saved: false,
    error: { field: result.field, message: texts.settings.errors[result.problem] },
  };
}

export default function AdminSettings({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <SettingsForm
      values={actionData?.values ?? loaderData.values}
      defaults={loaderData.defaults}
      maxKb={loaderData.maxKb}
      saved={actionData?.saved ?? false}
      error={actionData?.error}
    />
  );
}
