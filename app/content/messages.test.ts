import { describe, it } from "vitest";
import { expectParity } from "../../tests/support/parity.ts";
import { messages } from "./messages.server.ts";

describe("dictionaries", () => {
  it("have the same keys and placeholders in Spanish and English, and no empty text", () => {
    expectParity(messages.es, messages.en, { mayBeEmpty: ["pages.blogPost.intro"] });
  });
});
