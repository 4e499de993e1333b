/** A zone id as a visitor reads it: "America/Costa Rica", not "America/Costa_Rica". */
export const readableZone = (zone: string) => zone.replaceAll("_", " ");
