import { useId, useMemo } from "react";
import { readableZone, timeZoneChoices } from "./zoned.ts";

type Props = {
  label: string;
  value: string;
  onChange: (zone: string) => void;
  /** Names the business's own zone; empty until the first answer says which it is. */
  business: string;
};

/** The visitor's time zone, changeable, beside the business's zone. */
export function TimeZoneField({ label, value, onChange, business }: Props) {
  const id = useId();
  const choices = useMemo(() => timeZoneChoices(value), [value]);
  return (
    <div className="mt-5 grid gap-x-6 gap-y-2 border-t border-line pt-4 @2xl:grid-cols-[minmax(0,21rem)_minmax(0,1fr)] @2xl:items-end">
      <div>
        <label htmlFor={id} className="block text-sm font-semibold">
          {label}
        </label>
        <select
          id={id}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          className="mt-1 h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm"
        >
          {choices.map((zone) => (
            <option key={zone} value={zone}>
              {readableZone(zone)}
            </option>
          ))}
        </select>
      </div>
      <p className="min-h-10 text-sm text-muted @2xl:min-h-0 @2xl:pb-3">{business}</p>
    </div>
  );
}
