import { ShieldCheck } from "lucide-react";
import { Link } from "react-router";
import { Section } from "../../components/section.tsx";

/** A short note that must be read with the service, e.g. the cloning disclaimer of the terms. */
export function Notice({
  id,
  title,
  text,
  link,
}: {
  id: string;
  title: string;
  text: string;
  link: { to: string; label: string };
}) {
  return (
    <Section id={id} className="!py-10">
      <aside
        aria-labelledby={`${id}-heading`}
        className="mx-auto flex max-w-4xl gap-4 rounded-3xl border border-amber-200 bg-amber-50 p-6 sm:p-8"
      >
        <ShieldCheck className="size-7 shrink-0 text-amber-800" aria-hidden />
        <div>
          <h2 id={`${id}-heading`} className="text-lg font-bold">
            {title}
          </h2>
          <p className="mt-2 text-slate-700">{text}</p>
          <Link to={link.to} className="mt-3 inline-block font-semibold text-primary underline">
            {link.label}
          </Link>
        </div>
      </aside>
    </Section>
  );
}
