/** A time zone Intl knows, else UTC: an old row or a visitor's browser may carry one it does not. */
export function validZone(zone: string): string {
  try {
    new Intl.DateTimeFormat("en", { timeZone: zone });
    return zone;
  } catch {
    return "UTC";
  }
}
