import { describe, expect, it } from "vitest";
import { bookingManageEn } from "./en/booking-manage.ts";
import { bookingManageEs } from "./es/booking-manage.ts";
import { messages } from "./messages.server.ts";

/** Every leaf path of a value, so both languages can be compared key by key. */
function leaves(node: unknown, prefix = ""): [string, string][] {
  if (node !== null && typeof node === "object")
    return Object.entries(node).flatMap(([k, v]) => leaves(v, prefix ? `${prefix}.${k}` : k));
  return [[prefix, String(node)]];
}
const holes = (s: string) => (s.match(/\{\w+\}/g) ?? []).sort();

describe("booking confirmation and manage texts", () => {
  it("English has exactly the Spanish keys, none empty, with the same placeholders", () => {
    const es = leaves(bookingManageEs);
    const en = new Map(leaves(bookingManageEn));
    expect([...en.keys()]).toEqual(es.map(([path]) => path));
    for (const [path, text] of es) {
      expect(text.trim(), path).not.toBe("");
      expect(en.get(path)!.trim(), path).not.toBe("");
      expect(holes(en.get(path)!), path).toEqual(holes(text));
    }
  });

  it("the manage page has its own title, heading and intro in both languages", () => {
    for (const lang of ["es", "en"] as const) {
      const page = messages[lang].pages.scheduleManage;
      for (const value of Object.values(page)) expect(value.trim()).not.toBe("");
      expect(page.title).not.toBe(messages[lang].pages.scheduleConfirmation.title);
    }
  });
});
