/**
 * The inline scripts the app itself writes into documents. The server allows exactly these by
 * hash in the CSP of server-rendered pages (server/app.ts), beside the per-response nonce that
 * React Router and React put on theirs; any other inline script is refused.
 */
import { homeLanguageRedirectScript } from "../i18n/preference.ts";

/** Lets CSS hide not-yet-revealed sections only when scripts run (see app.css). */
export const jsFlagScript = "document.documentElement.classList.add('js')";

export const appInlineScripts = [jsFlagScript, homeLanguageRedirectScript];
