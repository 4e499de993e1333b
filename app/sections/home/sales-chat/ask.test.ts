import { describe, expect, it } from "vitest";
import { ask, ENDPOINT, type ChatAnswer } from "./ask.ts";

const answer: ChatAnswer = {
  threadId: "3f1c9a52-8d1e-4f0a-9b7e-2a4c6d8e0f12",
  message: "Elige uno de estos horarios.",
  actions: [{ type: "slots" }, { type: "book" }],
  slots: [{ start: "2030-01-07T15:00:00.000Z", end: "2030-01-07T15:30:00.000Z" }],
};
const request = { message: "quiero una demo", threadId: null, lang: "es", timezone: "UTC" };

/** A fetch that records the request and answers `res`. */
function fake(res: () => Response) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetcher = (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return res();
  }) as unknown as typeof fetch;
  return { fetcher, calls };
}

/** A text/event-stream body delivered in the given pieces, one per read. */
function sse(pieces: string[], status = 200) {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const p of pieces) controller.enqueue(encoder.encode(p));
      controller.close();
    },
  });
  return new Response(body, { status, headers: { "Content-Type": "text/event-stream" } });
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json; charset=utf-8" },
  });

describe("ask", () => {
  it("asks for a stream and posts the turn as JSON", async () => {
    const { fetcher, calls } = fake(() => json(answer));
    await ask({ ...request, pick: { start: answer.slots![0]!.start } }, {}, fetcher);
    expect(calls[0]!.url).toBe(ENDPOINT);
    expect(calls[0]!.init.method).toBe("POST");
    expect(calls[0]!.init.headers).toMatchObject({
      Accept: "text/event-stream",
      "Content-Type": "application/json",
    });
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({
      ...request,
      pick: { start: answer.slots![0]!.start },
    });
  });

  it("takes a plain JSON answer", async () => {
    const { fetcher } = fake(() => json(answer));
    expect(await ask(request, {}, fetcher)).toEqual({ ok: true, answer });
  });

  it("hands on the stream's pieces and resets in order, then the final answer", async () => {
    const seen: string[] = [];
    const { fetcher } = fake(() =>
      sse([
        'event: delta\ndata: {"text":"Eli',
        'ge"}\n\nevent: reset\ndata: {}\n\nevent: delta\ndata: {"text":"Elige "}\n\n',
        'event: delta\ndata: {"text":"uno"}\n\nevent: done\ndata: ',
        `${JSON.stringify(answer)}\n\n`,
      ]),
    );
    const outcome = await ask(
      request,
      { onDelta: (t) => seen.push(t), onReset: () => seen.push("<reset>") },
      fetcher,
    );
    expect(seen).toEqual(["Elige", "<reset>", "Elige ", "uno"]);
    expect(outcome).toEqual({ ok: true, answer });
  });

  it("reports an error event in the stream, and a stream that ends without its answer", async () => {
    const error = { error: { code: "engine_unavailable", message: "No disponible" } };
    const broken = fake(() =>
      sse([
        `event: delta\ndata: {"text":"Hola"}\n\nevent: error\ndata: ${JSON.stringify(error)}\n\n`,
      ]),
    );
    expect(await ask(request, {}, broken.fetcher)).toEqual({
      ok: false,
      status: 0,
      code: "engine_unavailable",
      message: "No disponible",
    });
    const cut = fake(() => sse(['event: delta\ndata: {"text":"Hola"}\n\n']));
    expect(await ask(request, {}, cut.fetcher)).toEqual({ ok: false, status: 0 });
  });

  it("reports an error answered before the stream, with the field a contact refusal names", async () => {
    const refused = fake(() =>
      json(
        {
          error: { code: "invalid_email", message: "Escribe un correo electrónico válido." },
          field: "email",
        },
        400,
      ),
    );
    expect(await ask(request, {}, refused.fetcher)).toEqual({
      ok: false,
      status: 400,
      code: "invalid_email",
      message: "Escribe un correo electrónico válido.",
      field: "email",
    });
    const gone = fake(() => json({ error: { code: "thread_not_found", message: "…" } }, 404));
    expect(await ask(request, {}, gone.fetcher)).toMatchObject({
      ok: false,
      status: 404,
      code: "thread_not_found",
    });
    const html = fake(() => new Response("<h1>Bad gateway</h1>", { status: 502 }));
    expect(await ask(request, {}, html.fetcher)).toEqual({
      ok: false,
      status: 502,
      code: undefined,
      message: undefined,
    });
  });

  it("reports a network failure without throwing", async () => {
    const fetcher = (async () => {
      throw new TypeError("Failed to fetch");
    }) as unknown as typeof fetch;
    expect(await ask(request, {}, fetcher)).toEqual({ ok: false, status: 0 });
  });
});
