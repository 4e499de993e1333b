import { useId, useRef, useState, type KeyboardEvent } from "react";

/**
 * The WAI-ARIA tabs pattern with automatic activation, by hand (see docs/decisions/008-home-tabs-and-faq-without-radix.md): arrow
 * keys move to and select the previous or next tab (wrapping), Home and End the first and last;
 * only the selected tab is in the Tab order. Spread the returned props on the list, tabs and panels.
 */
export function useTabs(count: number, orientation: "horizontal" | "vertical" = "horizontal") {
  const [selected, setSelected] = useState(0);
  const base = useId();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  const select = (index: number) => {
    const next = (index + count) % count;
    setSelected(next);
    tabs.current[next]?.focus();
  };
  const [prevKey, nextKey] =
    orientation === "horizontal" ? ["ArrowLeft", "ArrowRight"] : ["ArrowUp", "ArrowDown"];

  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = {
      [prevKey]: selected - 1,
      [nextKey]: selected + 1,
      Home: 0,
      End: count - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  };

  return {
    selected,
    listProps: { role: "tablist", "aria-orientation": orientation, onKeyDown } as const,
    tabProps: (index: number) =>
      ({
        ref: (node: HTMLButtonElement | null) => {
          tabs.current[index] = node;
        },
        id: `${base}-tab-${index}`,
        type: "button",
        role: "tab",
        "aria-selected": index === selected,
        "aria-controls": `${base}-panel-${index}`,
        tabIndex: index === selected ? 0 : -1,
        "data-state": index === selected ? "active" : "inactive",
        onClick: () => setSelected(index),
      }) as const,
    panelProps: (index: number) =>
      ({
        id: `${base}-panel-${index}`,
        role: "tabpanel",
        "aria-labelledby": `${base}-tab-${index}`,
        hidden: index !== selected,
        tabIndex: 0,
      }) as const,
  };
}
