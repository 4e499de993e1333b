import { BrainCircuit, Code2, LifeBuoy, Rocket, ShieldCheck, TestTube2 } from "lucide-react";
import { Section } from "../../components/section.tsx";
import type { ConversionContent } from "../../content/es/conversion.ts";

const icons = [Rocket, Code2, TestTube2, ShieldCheck, BrainCircuit, LifeBuoy];

export function IacodingBenefits({ content }: { content: ConversionContent["iacoding"] }) {
  return (
    <Section id="benefits" tone="dark" headline={{ title: content.benefitsTitle }} hydrate={false}>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {content.benefits.map((benefit, i) => {
          const Icon = icons[i % icons.length]!;
          return (
            <li
              key={benefit.title}
              className="rounded-2xl border border-white/10 bg-night-soft p-6"
            >
              <span className="flex size-11 items-center justify-center rounded-xl bg-teal-400/15 text-teal-300">
                <Icon className="size-5" aria-hidden />
              </span>
              <h3 className="mt-4 font-bold">{benefit.title}</h3>
              <p className="mt-2 text-sm text-slate-300">{benefit.text}</p>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
