import type { MetaDescriptor } from "react-router";

type MetaFunctionLike<A> = (args: A) => MetaDescriptor[];

/**
 * Adds the page's JSON-LD (its loader's `jsonLd`, built on the server) to a meta function, as a
 * `<script type="application/ld+json">` in the head. The CSP lists it like every inline script.
 */
export function withJsonLd<A extends { loaderData: unknown }>(
  meta: MetaFunctionLike<A>,
): MetaFunctionLike<A> {
  return (args) => {
    const jsonLd = (args.loaderData as { jsonLd?: object } | undefined)?.jsonLd;
    return [...meta(args), ...(jsonLd ? [{ "script:ld+json": jsonLd }] : [])];
  };
}
