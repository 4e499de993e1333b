import { describe, expect, it } from "vitest";
import {
  delayOf,
  DELETE_MS,
  initialState,
  nextState,
  nextWholePhrase,
  PAUSE_MS,
  TYPE_MS,
  type TypewriterState,
} from "./typewriter-steps.ts";

const phrases = ["ab", "xyz"];

/** Runs the machine from a state and records what is shown and for how long. */
function run(from: TypewriterState, steps: number) {
  const out: [string, number][] = [];
  let state = from;
  for (let i = 0; i < steps; i++) {
    out.push([phrases[state.index]!.slice(0, state.length), delayOf(state, phrases)]);
    state = nextState(state, phrases);
  }
  return out;
}

describe("typewriter steps", () => {
  it("starts on the whole first phrase", () => {
    expect(initialState(phrases)).toEqual({ index: 0, length: 2, deleting: false });
  });

  it("pauses 2 s, deletes at 50 ms, types the next at 100 ms, and wraps around", () => {
    expect(run(initialState(phrases), 14)).toEqual([
      ["ab", PAUSE_MS],
      ["a", DELETE_MS],
      ["", DELETE_MS],
      ["", TYPE_MS],
      ["x", TYPE_MS],
      ["xy", TYPE_MS],
      ["xyz", PAUSE_MS],
      ["xy", DELETE_MS],
      ["x", DELETE_MS],
      ["", DELETE_MS],
      ["", TYPE_MS],
      ["a", TYPE_MS],
      ["ab", PAUSE_MS],
      ["a", DELETE_MS],
    ]);
    expect([TYPE_MS, PAUSE_MS, DELETE_MS]).toEqual([100, 2000, 50]);
  });

  it("with reduced motion goes from whole phrase to whole phrase", () => {
    const second = nextWholePhrase(initialState(phrases), phrases);
    expect(second).toEqual({ index: 1, length: 3, deleting: false });
    expect(nextWholePhrase(second, phrases)).toEqual({ index: 0, length: 2, deleting: false });
  });
});
