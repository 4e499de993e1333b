import { Form, useNavigation } from "react-router";
import { Button } from "../../components/ui/button.tsx";
import { CsrfField, Field, Notice, TextArea, TextInput } from "./fields.tsx";
import { useAdminData } from "./use-admin.ts";

const types = ["demo", "ai-development"] as const;
const weekdays = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"] as const;
const numbers = [
  ["slotMinutes", "1"],
  ["bufferMinutes", "1"],
  ["minNoticeHours", "0.25"],
  ["horizonDays", "1"],
  ["capacity", "1"],
] as const;

type Fields = Record<(typeof weekdays)[number] | (typeof numbers)[number][0], string> & {
  timezone: string;
  blackoutDates: string;
};

/** Per meeting type: weekly hours, lengths, notice, horizon, capacity, zone and closed days. */
export function AvailabilityForm({ values, zones, saved, errors }: Props) {
  const { texts } = useAdminData();
  const t = texts.availability;
  const busy = useNavigation().state === "submitting";
  const refused = !saved && Object.keys(errors).length > 0;
  return (
    <div className="grid max-w-4xl gap-6">
      <div>
        <h1 className="text-3xl font-extrabold">{t.heading}</h1>
        <p className="mt-2 text-muted">{t.intro}</p>
      </div>
      {saved && <Notice tone="ok">{t.saved}</Notice>}
      {refused && <Notice tone="error">{t.errors.invalid}</Notice>}
      <Form key={JSON.stringify(values)} method="post" className="grid gap-6">
        <CsrfField />
        {types.map((type) => {
          const v = values[type];
          const name = (field: keyof Fields) => `${type}.${field}`;
          return (
            <fieldset key={type} className="grid gap-5 rounded-2xl border border-line bg-white p-5">
              <legend className="px-1 text-xl font-bold">{t.types[type]}</legend>
              <fieldset className="grid gap-3">
                <legend className="text-base font-semibold">{t.weekly}</legend>
                <p className="text-sm text-muted">{t.weeklyHint}</p>
                <div className="grid gap-3 sm:grid-cols-2">
                  {weekdays.map((day) => (
                    <Field key={day} label={t.weekdays[day]} error={errors[name(day)]}>
                      {(p) => (
                        <TextInput
                          {...p}
                          name={name(day)}
                          defaultValue={v[day]}
                          placeholder="08:00-17:00"
                          autoComplete="off"
                        />
                      )}
                    </Field>
                  ))}
                </div>
              </fieldset>
              <Field label={t.timezone} error={errors[name("timezone")]}>
                {(p) => (
                  <select
                    {...p}
                    name={name("timezone")}
                    defaultValue={v.timezone}
                    className="w-full rounded-xl border border-line bg-white px-3 py-2 text-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
                  >
                    {zones.map((zone) => (
                      <option key={zone} value={zone}>
                        {zone}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
              <div className="grid gap-3 sm:grid-cols-3">
                {numbers.map(([field, step]) => (
                  <Field key={field} label={t[field]} error={errors[name(field)]}>
                    {(p) => (
                      <TextInput
                        {...p}
                        name={name(field)}
                        type="number"
                        min={0}
                        step={step}
                        inputMode="decimal"
                        defaultValue={v[field]}
                      />
                    )}
                  </Field>
                ))}
              </div>
              <Field
                label={t.blackoutDates}
                hint={t.blackoutHint}
                error={errors[name("blackoutDates")]}
              >
                {(p) => (
                  <TextArea
                    {...p}
                    name={name("blackoutDates")}
                    rows={4}
                    defaultValue={v.blackoutDates}
                    placeholder="2026-12-25"
                  />
                )}
              </Field>
            </fieldset>
          );
        })}
        <div>
          <Button type="submit" disabled={busy}>
            {t.save}
          </Button>
        </div>
      </Form>
    </div>
  );
}

type Props = {
  values: Record<(typeof types)[number], Fields>;
  zones: string[];
  saved: boolean;
  errors: Record<string, string>;
};
