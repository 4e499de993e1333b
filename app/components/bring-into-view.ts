/**
 * Scrolls a section of the current page into view (smoothly, unless the visitor asked for reduced
 * motion) and moves focus to its heading (`<id>-title`, else its first heading), so keyboard and
 * screen-reader users land where sighted visitors are taken. False when the page has no such
 * section: the caller then lets its link do its default.
 */
export function bringIntoView(sectionId: string): boolean {
  const section = document.getElementById(sectionId);
  if (!section) return false;
  const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  section.scrollIntoView({ behavior: reduce ? "auto" : "smooth", block: "start" });
  if (!reduce) finishScroll(section);
  const target =
    document.getElementById(`${sectionId}-title`) ??
    section.querySelector<HTMLElement>("h1, h2, h3") ??
    section;
  // A heading is not focusable by default; -1 keeps it out of the tab order.
  if (!target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
  // The smooth scroll is already under way: focusing must not jump there instead.
  target.focus({ preventScroll: true });
  return true;
}

/**
 * Sections far from the viewport are not rendered (content-visibility: auto, `render-when-near`):
 * a smooth scroll renders them as it passes, they take their real height and the section moves
 * from where the scroll was aimed. Once the scroll has stopped, it goes the rest of the way.
 */
function finishScroll(section: HTMLElement) {
  const settle = () => {
    window.removeEventListener("scrollend", settle);
    clearTimeout(timer);
    const margin = parseFloat(getComputedStyle(section).scrollMarginTop) || 0;
    if (Math.abs(section.getBoundingClientRect().top - margin) > 2)
      section.scrollIntoView({ behavior: "smooth", block: "start" });
  };
  window.addEventListener("scrollend", settle);
  // Browsers without scrollend, or a scroll that had nowhere to go.
  const timer = setTimeout(settle, 2000);
}

/** A plain left click, which a script may take over (not one meant to open a new tab or window). */
export function isPlainClick(event: {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}
