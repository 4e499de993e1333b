/**
 * The visitor's consent (ePrivacy/GDPR), stored in local storage. Strictly necessary storage
 * (language, the welcome-dialog flag) needs none; analytics/advertising and the third-party chat
 * do, each on its own.
 */
export type Consent = { analytics: boolean; chat: boolean };

export const CONSENT_KEY = "consent";
/** Asks the consent banner to open with the choices visible (the footer link sends it). */
export const CONSENT_OPEN_EVENT = "consent:open";

export function readConsent(storage: Storage | undefined): Consent | undefined {
  try {
    const raw = storage?.getItem(CONSENT_KEY);
    if (!raw) return undefined;
    const value = JSON.parse(raw) as Partial<Consent>;
    if (typeof value.analytics !== "boolean" || typeof value.chat !== "boolean") return undefined;
    return { analytics: value.analytics, chat: value.chat };
  } catch {
    return undefined;
  }
}

export function saveConsent(storage: Storage | undefined, consent: Consent): void {
  try {
    storage?.setItem(
      CONSENT_KEY,
      JSON.stringify({ ...consent, savedAt: new Date().toISOString() }),
    );
  } catch {
    // Storage can be full or blocked; the choice then holds for this page only.
  }
}

export function openConsentPreferences(): void {
  window.dispatchEvent(new Event(CONSENT_OPEN_EVENT));
}
