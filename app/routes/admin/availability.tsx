import { adminOf } from "../../admin/admin.server.ts";
import {
  fieldOfIssue,
  readAvailabilityForm,
  valuesOf,
  type AvailabilityErrors,
} from "../../admin/availability-form.server.ts";
import { AvailabilityForm } from "../../sections/admin/availability-form.tsx";
import { adminMeta } from "./layout.tsx";
import type { Route } from "./+types/availability";

/** Every IANA zone this runtime knows, and the one in use even if it does not. */
function zones(current: string[]): string[] {
  const known = Intl.supportedValuesOf("timeZone");
  return [...new Set([...known, ...current])].sort();
}

function texted(errors: AvailabilityErrors, messages: Record<string, string>) {
  return Object.fromEntries(
    Object.entries(errors).map(([name, kind]) => [name, messages[kind!] ?? messages.invalid!]),
  );
}

export async function loader({ context }: Route.LoaderArgs) {
  const { services, texts } = adminOf(context);
  const values = valuesOf(await services.bookings.availability());
  return {
    title: texts.titles.availability,
    values,
    zones: zones(Object.values(values).map((v) => v.timezone)),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => adminMeta(loaderData?.title);

export async function action({ request, context }: Route.ActionArgs) {
  const { services, texts } = adminOf(context);
  const { values, errors, input } = readAvailabilityForm(await request.formData());
  const result = await services.bookings.saveAvailability(input);
  // A field that could not be read went to the schema as a value it refuses: nothing is saved.
  if (!result.ok) {
    for (const issue of result.error.issues) {
      const field = fieldOfIssue(issue.path);
      if (field) errors[field.name] ??= field.kind;
    }
    return { values, saved: false, errors: texted(errors, texts.availability.errors) };
  }
  return { values: valuesOf(await services.bookings.availability()), saved: true, errors: {} };
}

export default function AdminAvailability({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AvailabilityForm
      values={actionData?.values ?? loaderData.values}
      zones={loaderData.zones}
      saved={actionData?.saved ?? false}
      errors={actionData?.errors ?? {}}
    />
  );
}
