import { describe, expect, it } from "vitest";
import { REAL_WORDS } from "./real-words.ts";
import { realWordsNearOurs } from "./real-words-source.ts";
import { createSpeller, oneEdit } from "./spelling.ts";

describe("the assistant's speller", () => {
  const speller = createSpeller();

  it("reads a misspelt word of ours as that word", () => {
    expect(speller.correct("cuantos agenets trae el statrer?")).toBe(
      "cuantos agentes trae el starter?",
    );
    expect(speller.correct("and does that incldue whatsap")).toBe("and does that include whatsapp");
    expect(speller.correct("y el dimaante?")).toBe("y el diamante?");
    // A word the rules read, a plan's name capitalised, two letters swapped after "en".
    expect(speller.correct("use zenedsk for guest chats")).toBe("use zendesk for guest chats");
    expect(speller.correct("the total for Diaomnd")).toBe("the total for diamond");
    expect(speller.correct("el bot contesta en porutgues?")).toBe("el bot contesta en portugues?");
  });

  it("leaves real words, names, places, addresses and pronouns on verbs alone", () => {
    for (const message of [
      "we run tours for hotel guests, mostly members",
      "perdon, somos 14 no 40",
      "im Beau Tillman, beau.tillman@example.com",
      "soy anibal quispe, de ferreteria andina",
      "tenemos una cooperativa en merida yucatan y otra en puerto montt",
      "estamos en Medellin, cerca de Envigado",
      "paola arroba gmail punto com",
      "a kiln maker in stoke-on-trent, half our buyers are in germany",
      "si quiero pagarlo anual, podemos vernos el martes?",
      "que el bot agende las citas",
    ])
      expect(speller.correct(message), message).toBe(message);
  });

  it("counts a swap of neighbouring letters as one edit", () => {
    expect(oneEdit("statrer", "starter")).toBe(true);
    expect(oneEdit("pricng", "pricing")).toBe(true);
    expect(oneEdit("plan", "plan")).toBe(false);
    expect(oneEdit("merida", "medidas")).toBe(false);
  });

  it("has its list of real words up to date with the assistant's phrases", () => {
    // Stale after an utterance, complaint or concept changes: `npm run assistant:real-words`.
    expect(REAL_WORDS.split(" ")).toEqual(realWordsNearOurs());
  });
});
