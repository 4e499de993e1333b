import { createContext, useContext, useMemo, type ReactNode } from "react";
import type { Lang } from "../content/routes.ts";
import type { UiMessages } from "./root-data.ts";
import { format, translate, type MessageKey } from "./translate.ts";

export type LanguageValue = {
  lang: Lang;
  m: UiMessages;
  /** Dotted-key lookup with `{name}` placeholders; an unknown key renders as itself. */
  t: (key: MessageKey | (string & {}), vars?: Record<string, string | number>) => string;
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
    () => ({ lang, m: messages, t: (key, vars) => format(translate(messages, key), vars ?? {}) }),
    [lang, messages],
  );
  return <LanguageContext.Provider value={value}>{children}</LanguageContext.Provider>;
}

export function useLanguage(): LanguageValue {
  const value = useContext(LanguageContext);
  if (!value) throw new Error("useLanguage must be used within a LanguageProvider");
  return value;
}
