/**
 * What the server gives every loader and action through React Router's typed context: the
 * database-backed services (they may still be opening) and facts about the request.
 * Only types come from server/; this module itself is tiny and server-only in practice.
 */
import { createContext, data, type RouterContextProvider } from "react-router";
import type { Services } from "../../server/services.ts";

export type ServerRequestInfo = {
  services: Promise<Services>;
  https: boolean;
  /** The visitor's IP (see TRUST_PROXY). */
  ip: string;
};

// One key for the server entry and the build's own copy of this module; null where there is no
// server (prerendering at build).
const KEY = Symbol.for("novaflow.serverContext");
const registry = globalThis as {
  [KEY]?: ReturnType<typeof createContext<ServerRequestInfo | null>>;
};
export const serverContext = (registry[KEY] ??= createContext<ServerRequestInfo | null>(null));

// The CSP nonce of a server-rendered document (server/app.ts): React Router and React put it on
// the inline scripts they write for this response. Empty while prerendering: static pages
// are allowed by their scripts' hashes instead.
const NONCE_KEY = Symbol.for("novaflow.cspNonce");
const nonces = globalThis as {
  [NONCE_KEY]?: ReturnType<typeof createContext<string>>;
};
export const nonceContext = (nonces[NONCE_KEY] ??= createContext<string>(""));

/** The request's server info; a 503 where there is none (prerendering at build). */
export function serverInfo(context: Readonly<RouterContextProvider>): ServerRequestInfo {
  const info = context.get(serverContext);
  if (!info) throw data("Service unavailable", { status: 503 });
  return info;
}
