import { redirect } from "react-router";
import { adminOf, cookie, SESSION_COOKIE } from "../../admin/admin.server.ts";
import type { Route } from "./+types/logout";

export async function action({ context }: Route.ActionArgs) {
  const { services, sessionToken, info, base } = adminOf(context);
  await services.auth.logout(sessionToken);
  throw redirect(`${base}/login`, {
    headers: { "Set-Cookie": cookie(SESSION_COOKIE, "", info.https, 0) },
  });
}

export function loader({ context }: Route.LoaderArgs) {
  throw redirect(adminOf(context).base);
}
