import { Suspense, useEffect, useState } from "react";
import { lazyWithPreload, whenIdle } from "../components/lazy.ts";
import { CONSENT_OPEN_EVENT, readConsent, saveConsent, type Consent } from "./consent/store.ts";
import { consentCategories, loadRuntimeIntegrations, type RuntimeIntegrations } from "./runtime.ts";

const ConsentBanner = lazyWithPreload(() => import("./consent/consent-banner.tsx"));

type Banner = { expanded: boolean; categories: { analytics: boolean; chat: boolean } };

/** The loaders of consented scripts are fetched only when something was consented to. */
function apply(config: RuntimeIntegrations, consent: Consent, before?: Consent) {
  if (!consent.analytics && !consent.chat && !before?.analytics) return;
  void import("./apply-consent.ts").then((m) => m.applyConsent(config, consent, before));
}

/**
 * Third-party integrations that live on every page: the consent banner, and the ad pixel,
 * analytics and chat widget it unlocks. Nothing here runs before the browser is idle, nothing
 * loads unless configured, and the banner's code is fetched only when it has to show.
 */
export function Integrations() {
  const [banner, setBanner] = useState<Banner>();

  useEffect(
    () =>
      whenIdle(() => {
        void loadRuntimeIntegrations().then((loaded) => {
          if (!loaded) return;
          const categories = consentCategories(loaded);
          const stored = readConsent(window.localStorage);
          if (stored) apply(loaded, stored);
          else if (categories.analytics || categories.chat)
            setBanner({ expanded: false, categories });
        });
      }),
    [],
  );

  useEffect(() => {
    const open = () =>
      void loadRuntimeIntegrations().then((loaded) => {
        const categories = loaded ? consentCategories(loaded) : { analytics: false, chat: false };
        setBanner({ expanded: true, categories });
      });
    window.addEventListener(CONSENT_OPEN_EVENT, open);
    return () => window.removeEventListener(CONSENT_OPEN_EVENT, open);
  }, []);

  if (!banner) return null;
  return (
    <Suspense fallback={null}>
      <ConsentBanner
        expanded={banner.expanded}
        categories={banner.categories}
        initial={readConsent(window.localStorage)}
        onDecide={(consent) => {
          const before = readConsent(window.localStorage);
          saveConsent(window.localStorage, consent);
          void loadRuntimeIntegrations().then((loaded) => loaded && apply(loaded, consent, before));
          setBanner(undefined);
        }}
        onClose={() => setBanner(undefined)}
      />
    </Suspense>
  );
}
