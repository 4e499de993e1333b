import { data } from "react-router";
import { adminOf } from "../../admin/admin.server.ts";
import type { Route } from "./+types/not-found";

export function loader({ context }: Route.LoaderArgs) {
  throw data(adminOf(context).texts.notFound, { status: 404 });
}

export default function AdminNotFound() {
  return null;
}
