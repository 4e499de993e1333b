import { data } from "react-router";
import type { Route } from "./+types/not-found";
import { rootDataOf } from "../i18n/root-data.ts";
import { NotFoundScreen } from "../sections/common/not-found-screen.tsx";

export function loader() {
  return data(null, { status: 404 });
}

export function meta({ matches }: Route.MetaArgs) {
  const root = rootDataOf(matches);
  if (!root) return [];
  const { metaTitle, metaDescription } = root.messages.notFound;
  return [
    { title: `${metaTitle} | ${root.site.productName}` },
    { name: "description", content: metaDescription },
    { name: "robots", content: "noindex" },
  ];
}

export default function NotFound() {
  return <NotFoundScreen />;
}
