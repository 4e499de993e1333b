import { describe, expect, it } from "vitest";
import { copyState, initialState, parseState } from "./state.ts";

describe("conversation state", () => {
  it("copies a state so that changing the copy leaves the original as it was", () => {
    const state = parseState({
      ...initialState(),
      plan: "elite",
      compared: ["starter", "elite"],
      needs: { agents: 4, channels: ["WhatsApp"] },
      lead: { name: "Ana" },
      offered: [{ text: "lunes 10:00", start: "2026-12-01T15:00:00.000Z" }],
    });
    expect(state.plan).toBe("elite");
    const copy = copyState(state);
    expect(copy).toStrictEqual(state);
    copy.compared!.push("diamante");
    copy.needs.channels!.push("Instagram");
    copy.lead.name = "Bea";
    copy.offered![0]!.text = "martes";
    expect(state.compared).toEqual(["starter", "elite"]);
    expect(state.needs.channels).toEqual(["WhatsApp"]);
    expect(state.lead.name).toBe("Ana");
    expect(state.offered![0]!.text).toBe("lunes 10:00");
  });

  it("starts fresh from a stored state that does not parse", () => {
    expect(parseState({ v: 0, plan: "platinum" })).toEqual(initialState());
  });
});
