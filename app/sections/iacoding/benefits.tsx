import { BrainCircuit, Code2, LifeBuoy, Rocket, ShieldCheck, TestTube2 } from "lucide-react";
import { Section } from "../../components/section.tsx";
import type { ConversionContent } from "../../content/es/conversion.ts";
import { CardGrid, IconCard } from "../common/card-grid.tsx";

const icons = [Rocket, Code2, TestTube2, ShieldCheck, BrainCircuit, LifeBuoy];

export function IacodingBenefits({ content }: { content: ConversionContent["iacoding"] }) {
  return (
    <Section id="benefits" tone="dark" headline={{ title: content.benefitsTitle }} hydrate={false}>
      <CardGrid className="sm:grid-cols-2 lg:grid-cols-3">
        {content.benefits.map((benefit, i) => (
          <IconCard
            key={benefit.title}
            icon={icons[i % icons.length]!}
            title={benefit.title}
            tone="dark"
            className="p-6"
          >
            <p className="mt-2 text-sm text-slate-300">{benefit.text}</p>
          </IconCard>
        ))}
      </CardGrid>
    </Section>
  );
}
