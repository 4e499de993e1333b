// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from "vitest";
import { CONSENT_KEY, readConsent, saveConsent } from "./store.ts";

describe("consent store", () => {
  beforeEach(() => localStorage.clear());

  it("has no choice until one is saved, then reads it back", () => {
    expect(readConsent(localStorage)).toBeUndefined();
    saveConsent(localStorage, { analytics: false, chat: true });
    expect(readConsent(localStorage)).toEqual({ analytics: false, chat: true });
  });

  it("treats a damaged or foreign value as no choice", () => {
    localStorage.setItem(CONSENT_KEY, "{not json");
    expect(readConsent(localStorage)).toBeUndefined();
    localStorage.setItem(CONSENT_KEY, JSON.stringify({ analytics: "yes" }));
    expect(readConsent(localStorage)).toBeUndefined();
  });
});
