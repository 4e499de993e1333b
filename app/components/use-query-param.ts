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

/** The label of a query parameter's value among known choices (`?plan=elite` → "Elite"); unknown values are ignored. */
export function useQueryChoice<T extends Record<string, string>>(
  name: string,
  choices: T,
): string | undefined {
  const value = useQueryParam(name);
  return value !== undefined && Object.hasOwn(choices, value) ? choices[value] : undefined;
}
