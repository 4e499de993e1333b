import { Form, useNavigation } from "react-router";
import { Button } from "../../components/ui/button.tsx";
import { fill } from "../../i18n/runtime-text.ts";
import { CsrfField, Field, Notice, TextArea, TextInput } from "./fields.tsx";
import { useAdminData } from "./use-admin.ts";

type Values = {
  customCss: string;
  chatWidgetId: string;
  demoBookingUrl: string;
  aiDevBookingUrl: string;
};

type Props = {
  values: Values;
  defaults: { demoBookingUrl: string; aiDevBookingUrl: string };
  maxKb: string;
  saved: boolean;
  error: { field: string; message: string } | undefined;
};

/** Custom CSS, chat-widget id and booking URLs, stored in the database. */
export function SettingsForm({ values, defaults, maxKb, saved, error }: Props) {
  const { texts } = useAdminData();
  const t = texts.settings;
  const busy = useNavigation().state === "submitting";
  const errorOf = (field: keyof Values) => (error?.field === field ? error.message : undefined);
  return (
    <div className="grid max-w-3xl gap-6">
      <div>
        <h1 className="text-3xl font-extrabold">{t.heading}</h1>
        <p className="mt-2 text-muted">{t.intro}</p>
      </div>
      {saved && <Notice tone="ok">{t.saved}</Notice>}
      {error && <Notice tone="error">{error.message}</Notice>}
      <Form
        key={JSON.stringify(values)}
        method="post"
        className="grid gap-5 rounded-2xl border border-line bg-white p-5"
      >
        <CsrfField />
        <Field
          label={t.customCss}
          hint={fill(t.customCssHint, { max: maxKb })}
          error={errorOf("customCss")}
        >
          {(p) => (
            <TextArea
              {...p}
              name="customCss"
              rows={12}
              spellCheck={false}
              defaultValue={values.customCss}
            />
          )}
        </Field>
        <Field label={t.chatWidgetId} hint={t.chatWidgetIdHint} error={errorOf("chatWidgetId")}>
          {(p) => <TextInput {...p} name="chatWidgetId" defaultValue={values.chatWidgetId} />}
        </Field>
        <Field
          label={t.demoBookingUrl}
          hint={fill(t.bookingHint, { value: defaults.demoBookingUrl })}
          error={errorOf("demoBookingUrl")}
        >
          {(p) => (
            <TextInput
              {...p}
              name="demoBookingUrl"
              type="url"
              defaultValue={values.demoBookingUrl}
            />
          )}
        </Field>
        <Field
          label={t.aiDevBookingUrl}
          hint={fill(t.bookingHint, { value: defaults.aiDevBookingUrl })}
          error={errorOf("aiDevBookingUrl")}
        >
          {(p) => (
            <TextInput
              {...p}
              name="aiDevBookingUrl"
              type="url"
              defaultValue={values.aiDevBookingUrl}
            />
          )}
        </Field>
        <div>
          <Button type="submit" disabled={busy}>
            {t.save}
          </Button>
        </div>
      </Form>
    </div>
  );
}
