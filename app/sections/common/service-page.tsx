import type { ReactNode } from "react";
import type { PageTexts } from "../../i18n/page-texts.server.ts";
import { ClosingCta } from "./closing-cta.tsx";
import { IntroHero } from "./intro-page.tsx";

type Props = {
  /** The page's heading and intro, from its loader. */
  page: PageTexts;
  /** The page's main call to action: first in the hero, and again in the closing one. */
  primary: ReactNode;
  /** A second button in the hero. */
  secondary?: ReactNode;
  closing: {
    id: string;
    title: string;
    text: string;
    /** A button after the main one. */
    more?: ReactNode;
    /** The closing's own buttons, when it does not repeat the main call to action. */
    actions?: ReactNode;
  };
  /** The page's own sections, in order, between the hero and the closing call to action. */
  children: ReactNode;
};

/** What every service page is: its hero, its sections, and its closing call to action. */
export function ServicePage({ page, primary, secondary, closing, children }: Props) {
  return (
    <>
      <IntroHero page={page}>
        {primary}
        {secondary}
      </IntroHero>
      {children}
      <ClosingCta id={closing.id} title={closing.title} text={closing.text}>
        {closing.actions ?? (
          <>
            {primary}
            {closing.more}
          </>
        )}
      </ClosingCta>
    </>
  );
}
