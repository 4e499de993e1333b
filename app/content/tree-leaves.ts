/**
 * Every leaf of a nested value by its path (`a.b[0].c`), with array lengths as entries of their
 * own: two values have the same shape exactly when their key sets are equal. Used by the tests
 * that check both languages of a text have the same keys.
 */
export function leaves(node: unknown, prefix = ""): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (Array.isArray(node)) {
    out.set(`${prefix}[${node.length}]`, "array");
    node.forEach((item, i) => leaves(item, `${prefix}[${i}]`).forEach((v, k) => out.set(k, v)));
  } else if (node !== null && typeof node === "object") {
    for (const [key, value] of Object.entries(node)) {
      leaves(value, prefix ? `${prefix}.${key}` : key).forEach((v, k) => out.set(k, v));
    }
  } else {
    out.set(prefix, node);
  }
  return out;
}
