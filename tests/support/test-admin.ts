/**
 * A signed-in admin for server tests that exercise admin pages but not sign-in itself
 * (admin.test.ts covers that): a real session from the auth service and a CSRF pair.
 */
import type { Services } from "../../server/services.ts";

type App = { request(path: string, init?: RequestInit): Response | Promise<Response> };

export const TEST_ADMIN = { email: "owner@example.com", password: "correct horse battery" };

export async function signedInAdmin(app: App, services: Services) {
  await services.auth.upsertUser(TEST_ADMIN.email, TEST_ADMIN.password);
  const login = await services.auth.login(TEST_ADMIN.email, TEST_ADMIN.password, "test-admin");
  if (!login.ok) throw new Error(`test admin could not sign in: ${login.reason}`);
  // Signed in, forms carry the session's own CSRF token (no cookie pair needed).
  const csrf = login.csrf;
  const cookie = `nf_admin=${login.token}`;
  const request = (path: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    headers.set("Cookie", cookie);
    return app.request(path, { ...init, headers, redirect: "manual" });
  };
  return {
    get: (path: string) => request(path),
    post: (path: string, fields: Record<string, string>) =>
      request(path, { method: "POST", body: new URLSearchParams({ _csrf: csrf, ...fields }) }),
  };
}
