/** Which language the function answers in; its texts are app/content/function-errors.ts. */
export type MessageLang = "es" | "en";

/** `lang` query or field first, then the first of es/en in Accept-Language, else Spanish. */
export function messageLang(
  explicit: string | undefined,
  acceptLanguage: string | undefined,
): MessageLang {
  if (explicit === "es" || explicit === "en") return explicit;
  for (const part of (acceptLanguage ?? "").split(",")) {
    const code = part.trim().slice(0, 2).toLowerCase();
    if (code === "es" || code === "en") return code;
  }
  return "es";
}
