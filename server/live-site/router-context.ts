/** The React Router context each server-rendered request gets: its CSP nonce and the services. */
import { RouterContextProvider } from "react-router";
import { nonceContext, serverContext } from "../../app/lib/server-context.ts";
import type { Services } from "../services.ts";

export function routerContextFor(services: Promise<Services> | undefined) {
  return (https: boolean, ip: string, nonce: string): RouterContextProvider => {
    const context = new RouterContextProvider();
    context.set(nonceContext, nonce);
    if (services) context.set(serverContext, { services, https, ip });
    return context;
  };
}
