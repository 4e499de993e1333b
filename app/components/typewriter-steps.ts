/** Typewriter timings (docs/product/spec.md §4, §9): per typed character, pause on a full phrase, per deleted character. */
export const TYPE_MS = 100;
export const PAUSE_MS = 2000;
export const DELETE_MS = 50;
/** With reduced motion whole phrases replace each other, each shown this long. */
export const WHOLE_PHRASE_MS = 3000;

/** Which phrase, how many of its characters are shown, and whether they are being deleted. */
export type TypewriterState = { index: number; length: number; deleting: boolean };

/** Starts on the first phrase written out, so the page paints a whole phrase before scripts run. */
export function initialState(phrases: readonly string[]): TypewriterState {
  return { index: 0, length: phrases[0]?.length ?? 0, deleting: false };
}

/** How long the current state stays on screen before `nextState`. */
export function delayOf(state: TypewriterState, phrases: readonly string[]): number {
  if (state.deleting) return DELETE_MS;
  return state.length < phrases[state.index]!.length ? TYPE_MS : PAUSE_MS;
}

/** One step: type a character, start deleting a full phrase, delete one, or move to the next phrase. */
export function nextState(state: TypewriterState, phrases: readonly string[]): TypewriterState {
  const full = phrases[state.index]!.length;
  if (!state.deleting) {
    return state.length < full
      ? { ...state, length: state.length + 1 }
      : { ...state, deleting: true, length: full - 1 };
  }
  if (state.length > 0) return { ...state, length: state.length - 1 };
  return { index: (state.index + 1) % phrases.length, length: 0, deleting: false };
}

/** Reduced motion: the next phrase, whole. */
export function nextWholePhrase(
  state: TypewriterState,
  phrases: readonly string[],
): TypewriterState {
  const index = (state.index + 1) % phrases.length;
  return { index, length: phrases[index]!.length, deleting: false };
}
