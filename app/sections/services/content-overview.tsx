import { Mic, Share2, UserRound } from "lucide-react";
import { ButtonLink } from "../../components/button-link.tsx";
import type { ServicesContent } from "../../content/es/services.ts";
import { IconCards } from "../common/icon-cards.tsx";

/** The services overview's AI content: avatar, voice and social media, then its own page. */
export function ContentOverview({
  id,
  texts,
}: {
  id: string;
  texts: ServicesContent["overview"]["content"];
}) {
  return (
    <IconCards
      id={id}
      headline={texts}
      items={texts.items}
      icons={[UserRound, Mic, Share2]}
      footer={
        <ButtonLink to="content" variant="outline">
          {texts.more}
        </ButtonLink>
      }
    />
  );
}
