/** A post's date as the visitor's language writes it (UTC, so server and browser agree). */
export const postDate = (iso: string, lang: string) =>
  new Intl.DateTimeFormat(lang, { dateStyle: "long", timeZone: "UTC" }).format(new Date(iso));
