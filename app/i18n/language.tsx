import { createContext, useContext, useMemo, type ReactNode } from "react";
import type { Lang } from "../content/routes.ts";
import type { UiMessages } from "./root-data.ts";
import { translate, type MessageKey } from "./translate.ts";

export type LanguageValue = {
  lang: Lang;
  m: UiMessages;
  /**
   * Dotted-key lookup of a final text (site-wide values filled by the root loader); an unknown
   * key renders as itself. A run-time slot is filled with fill() (./runtime-text.ts).
   */
  t: (key: MessageKey | (string & {})) => string;
};

const LanguageContext = createContext<LanguageValue | null>(null);

export function LanguageProvider({
  lang,
  messages,
  children,
}: {
  lang: Lang;
  messages: UiMessages;

  children: ReactNode;
}) {
  const value = useMemo<LanguageValue>(
    () => ({ lang, m: messages, t: (key) => translate(messages, key) }),
    [lang, messages],
  );
  return <LanguageContext.Provider value={value}>{children}</LanguageContext.Provider>;
}

export function useLanguage(): LanguageValue {
  const value = useContext(LanguageContext);
  if (!value) throw new Error("useLanguage must be used within a LanguageProvider");
  return value;
}
