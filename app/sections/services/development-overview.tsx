import { Brain, Code2 } from "lucide-react";
import { ButtonLink } from "../../components/button-link.tsx";
import type { ServicesContent } from "../../content/es/services.ts";
import { IconCards } from "../common/icon-cards.tsx";

/** The services overview's development: AI-built software and autonomous agents, each with its way on. */
export function DevelopmentOverview({
  id,
  texts,
}: {
  id: string;
  texts: ServicesContent["overview"]["development"];
}) {
  return (
    <IconCards
      id={id}
      headline={{ eyebrow: texts.eyebrow, title: texts.title }}
      tone="muted"
      columns={2}
      items={texts.cards}
      icons={[Code2, Brain]}
      actions={[
        <ButtonLink key="iacoding" to="iacoding" variant="primary">
          {texts.info}
        </ButtonLink>,
        <ButtonLink key="schedule" to="schedule" variant="outline">
          {texts.schedule}
        </ButtonLink>,
      ]}
    />
  );
}
