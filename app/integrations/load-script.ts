/**
 * Inserts a third-party script once per page and reports whether it loaded. A script that is
 * already on the page (same src) is reused, never inserted twice; a failed one is removed, so a
 * later call can try again.
 */
const loading = new Map<string, Promise<HTMLScriptElement>>();

export function loadScript(
  src: string,
  attributes: Record<string, string> = {},
): Promise<HTMLScriptElement> {
  const known = loading.get(src);
  if (known) return known;
  const promise = new Promise<HTMLScriptElement>((resolve, reject) => {
    const script = document.createElement("script");
    script.src = src;
    script.async = true;
    for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
    script.addEventListener("load", () => resolve(script), { once: true });
    script.addEventListener(
      "error",
      () => {
        script.remove();
        loading.delete(src);
        reject(new Error(`Failed to load ${src}`));
      },
      { once: true },
    );
    document.head.appendChild(script);
  });
  loading.set(src, promise);
  return promise;
}

/** Whether a script with this src was already requested on this page. */
export function scriptRequested(src: string): boolean {
  return loading.has(src);
}

export const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
