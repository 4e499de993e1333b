/**
 * `n.toLocaleString("en-US")` for the figures sections show (1,234 or 12.5), without Intl: on a
 * phone the first Intl number format of a page costs tens of milliseconds of hydration, for commas.
 */
export function groupThousands(n: number): string {
  const [whole, fraction] = String(Math.round(Math.abs(n) * 1000) / 1000).split(".");
  const grouped = whole!.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return `${n < 0 ? "-" : ""}${grouped}${fraction ? `.${fraction}` : ""}`;
}
