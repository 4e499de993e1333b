import { Bot, FileText, Globe, Video } from "lucide-react";
import { ButtonLink } from "../../components/button-link.tsx";
import type { ServicesContent } from "../../content/es/services.ts";
import { IconCards } from "../common/icon-cards.tsx";

/** The services overview's web agent: its four products, then contact and the agents' page. */
export function WebAgentOverview({
  id,
  texts,
}: {
  id: string;
  texts: ServicesContent["overview"]["webAgent"];
}) {
  return (
    <IconCards
      id={id}
      headline={texts}
      items={texts.items}
      icons={[Bot, Globe, Video, FileText]}
      columns={4}
      footer={
        <>
          <ButtonLink to="contact" variant="accent">
            {texts.cta}
          </ButtonLink>
          <ButtonLink to="aiAgents" variant="outline">
            {texts.more}
          </ButtonLink>
        </>
      }
    />
  );
}
