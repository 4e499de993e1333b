import type { ComponentProps, ReactNode } from "react";
import { useId } from "react";
import { cn } from "../../lib/cn.ts";
import { useAdminData } from "./use-admin.ts";

/** The CSRF token every admin form sends (see app/admin/admin.server.ts). */
export function CsrfField() {
  const { csrf } = useAdminData();
  return <input type="hidden" name="_csrf" value={csrf} />;
}

const control =
  "w-full rounded-xl border border-line bg-white px-3 py-2 text-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary aria-invalid:border-red-700";

type FieldProps = {
  label: string;
  hint?: string;
  error?: string;
  children: (props: {
    id: string;
    "aria-describedby"?: string;
    "aria-invalid"?: true;
  }) => ReactNode;
};

/** A labelled control with its hint and error, wired with aria-describedby. */
export function Field({ label, hint, error, children }: FieldProps) {
  const id = useId();
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ");
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      {children({
        id,
        "aria-describedby": described || undefined,
        "aria-invalid": error ? true : undefined,
      })}
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm font-semibold text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

export function TextInput({ className, ...props }: ComponentProps<"input">) {
  return <input className={cn(control, className)} {...props} />;
}

export function TextArea({ className, ...props }: ComponentProps<"textarea">) {
  return <textarea className={cn(control, "font-mono text-sm", className)} {...props} />;
}

/** A status line (saved, deleted) or an alert (refused). */
export function Notice({ tone, children }: { tone: "ok" | "error"; children: ReactNode }) {
  return (
    <p
      role={tone === "ok" ? "status" : "alert"}
      className={cn(
        "rounded-xl border px-4 py-3 text-sm font-semibold",
        tone === "ok"
          ? "border-primary bg-primary-soft text-ink"
          : "border-red-700 bg-red-50 text-red-800",
      )}
    >
      {children}
    </p>
  );
}
