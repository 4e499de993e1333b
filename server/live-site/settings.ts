/**
 * The owner's settings as the live site sees them: the database's once the services are open and
 * their first load is done, the defaults until then.
 */
import { emptySettings, type SiteSettings } from "../admin/settings.ts";
import type { Services } from "../services.ts";

export type LiveSettings = {
  /** The settings now (the store keeps them current as the owner saves). */
  current(): SiteSettings;
  /** The services once open, for what else the live site serves (blog images). */
  services(): Services | undefined;
};

export function liveSettings(services: Promise<Services> | undefined): LiveSettings {
  let ready: Services | undefined;
  // A first load that fails leaves the defaults; `current()` retries once they are stale. A
  // database that cannot open at all is reported (and fatal) where it is opened.
  services
    ?.then((s) => {
      ready = s;
      return s.settings.load();
    })
    .catch(() => {});
  return {
    current: () => ready?.settings.current() ?? emptySettings,
    services: () => ready,
  };
}
