import { useSyncExternalStore } from "react";
import { useSearchParams } from "react-router";

const noSubscription = () => () => {};

/**
 * A query parameter, read only once hydrated: prerendered HTML was rendered without a query, so
 * reading it during hydration would not match the server's HTML.
 */
export function useQueryParam(name: string): string | undefined {
  const [params] = useSearchParams();
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  return hydrated ? (params.get(name) ?? undefined) : undefined;
}
