/**
 * Services as pages see them: a database failure becomes an HTTP answer React Router renders
 * with its status (a thrown Response), instead of an error it can only turn into a 500. The
 * database reopening is a 503 to retry; a value the database refused (class 22) is a 400, the net
 * under the boundaries' own validation (./request-guard.ts, the routes' zod schemas).
 */
import { isBadInput, isDatabaseUnavailable } from "./db/errors.ts";

function answer(error: unknown): unknown {
  if (isDatabaseUnavailable(error))
    return new Response("Service unavailable", { status: 503, headers: { "Retry-After": "5" } });
  if (isBadInput(error)) return new Response("Bad request", { status: 400 });
  return error;
}

function wrap<F extends (...args: never[]) => unknown>(fn: F, self: unknown): F {
  return ((...args: Parameters<F>) => {
    try {
      const result = fn.apply(self, args);
      return result instanceof Promise
        ? result.catch((error: unknown) => Promise.reject(answer(error)))
        : result;
    } catch (error) {
      throw answer(error);
    }
  }) as F;
}

/** The same services, each method (one level deep) mapping database failures to answers. */
export function answerable<T extends Record<string, unknown>>(services: T): T {
  const out: Record<string, unknown> = {};
  for (const [name, service] of Object.entries(services)) {
    if (typeof service === "function") out[name] = wrap(service as () => unknown, undefined);
    else if (service && typeof service === "object" && !Array.isArray(service)) {
      const methods: Record<string, unknown> = {};
      for (const [key, value] of Object.entries(service))
        methods[key] = typeof value === "function" ? wrap(value as () => unknown, service) : value;
      out[name] = methods;
    } else out[name] = service;
  }
  return out as T;
}
