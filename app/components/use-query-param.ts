import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";

/**
 * A query parameter, read after hydration: prerendered HTML was rendered without a query, so
 * reading it during the first render would not match the server's HTML.
 */
export function useQueryParam(name: string): string | undefined {
  const [params] = useSearchParams();
  const current = params.get(name) ?? undefined;
  const [value, setValue] = useState<string>();
  useEffect(() => setValue(current), [current]);
  return value;
}
