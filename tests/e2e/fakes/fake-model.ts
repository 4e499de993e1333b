import type { ChatCompletionsBody, FakeTurn } from "../../support/fake-chat-completions.ts";

/**
 * The model behind the integrations server's assistant: a reply streamed slowly enough for a test
 * to see it grow (tests/e2e/chat-streaming.spec.ts), and, asked for a demo, the free_slots tool
 * first, so the function's real free times come with the answer.
 */
export const fakeModel = {
  reply: {
    es: "Respuesta en streaming: te la escribo poco a poco para que veas cómo llega cada parte del texto.",
    en: "Streaming reply: I am writing it bit by bit so you can watch each part of the text arrive.",
  },
  slots: { es: "Estos son los próximos horarios libres.", en: "Here are the next free times." },
  chunks: 10,
  delayMs: 250,
};

export function decideModel(body: ChatCompletionsBody): FakeTurn {
  const lang = body.messages[0]?.content?.includes("Spanish") ? "es" : "en";
  const last = body.messages.at(-1);
  if (last?.role === "tool") return { text: fakeModel.slots[lang] };
  if (body.tools && /demo|agendar|book/i.test(last?.content ?? ""))
    return { toolCalls: [{ name: "free_slots", arguments: {} }] };
  return { text: fakeModel.reply[lang], chunks: fakeModel.chunks, delayMs: fakeModel.delayMs };
}
