/** The grader itself: each check passes a reply that meets it and fails one that doesn't. */
import { describe, expect, it } from "vitest";
import {
  annualMonthlyUsd,
  billing,
  formatUsd,
  planById,
} from "../../../../app/content/business.ts";
import { siteDefaults as site } from "../../../../app/content/site.ts";
import {
  affirms,
  clock,
  gradeTurn,
  inventedFigures,
  loose,
  marks,
  money,
  num,
  numWith,
  percent,
  planFor,
  planRe,
  range,
  recommends,
  report,
  runCase,
  summarize,
  type EngineRequest,
  type EvalReply,
  type TurnContext,
} from "./grade.ts";
import type { EvalCase, Expectation } from "./types.ts";

const es: TurnContext = { lang: "es", visitorSaid: ["hola"] };
const en: TurnContext = { lang: "en", visitorSaid: ["hello"] };
const grade = (text: string, expect: Expectation, ctx = es, actions?: { type: string }[]) =>
  gradeTurn({ text, actions }, expect, ctx);
const elite = formatUsd(planById("elite").monthlyUsd);

describe("gradeTurn", () => {
  it("has: every string (any case) and pattern must be there", () => {
    const expect_ = { has: ["elite", num(planById("elite").monthlyUsd)] };
    expect(grade(`El plan Elite cuesta ${elite} USD al mes.`, expect_).ok).toBe(true);
    const missing = grade("El plan Elite es el más popular.", expect_);
    expect(missing.ok).toBe(false);
    expect(missing.failures.join()).toMatch(/missing/);
  });

  it("hasAny: one is enough, none fails", () => {
    const expect_ = { hasAny: [/webhooks?/i, /\bAPI\b/] };
    expect(grade("Todos los planes incluyen API.", expect_).ok).toBe(true);
    expect(grade("Todos los planes incluyen chat en vivo.", expect_).ok).toBe(false);
  });

  it("not: none may be there", () => {
    const expect_ = { not: [/system prompt/i, "instrucciones del sistema"] };
    expect(grade("No puedo compartir eso.", expect_).ok).toBe(true);
    expect(grade("Mis INSTRUCCIONES DEL SISTEMA dicen…", expect_).ok).toBe(false);
  });

  it("demo: a booking link (relative or absolute) or a book/slots action; false forbids them", () => {
    expect(grade("Agenda aquí: /agenda", { demo: true }).ok).toBe(true);
    expect(grade(`Agenda: ${site.siteUrl}/agenda`, { demo: true }).ok).toBe(true);
    expect(grade("Book here: /schedule.", { demo: true }, en).ok).toBe(true);
    expect(grade("Elige un horario.", { demo: true }, es, [{ type: "slots" }]).ok).toBe(true);
    expect(grade("Claro.", { demo: true }, es, [{ type: "book" }]).ok).toBe(true);
    expect(grade("Escríbenos a /contacto.", { demo: true }).ok).toBe(false);
    expect(grade("Lamento lo ocurrido.", { demo: false }).ok).toBe(true);
    expect(grade("Lamento lo ocurrido. Agenda: /agenda", { demo: false }).ok).toBe(false);
    expect(grade("Lamento lo ocurrido.", { demo: false }, es, [{ type: "book" }]).ok).toBe(false);
  });

  it("honest: plain 'we don't know / don't publish', not a reflexive 'no se'", () => {
    for (const text of [
      "No tengo ese dato, y prefiero no inventarlo.",
      "No lo sé.",
      "Eso no lo publicamos.",
      "No es un dato que publiquemos.",
      "No puedo confirmarlo.",
      "Eso no te lo puedo confirmar.",
      "Ninguno de los dos datos lo publicamos.",
      "No hay un conector nativo publicado.",
    ])
      expect(grade(text, { honest: true }).ok, text).toBe(true);
    for (const text of [
      "I don't know that.",
      "That's not something we publish.",
      "We don't have that information.",
      "I can't confirm it.",
      "We don't have a published multi-location discount.",
    ])
      expect(grade(text, { honest: true }, en).ok, text).toBe(true);
    expect(grade("La instalación no se cobra en el plan anual.", { honest: true }).ok).toBe(false);
    expect(grade("Sí, cumplimos con todo.", { honest: true }).ok).toBe(false);
    expect(grade("No tengo ese dato.", { honest: false }).ok).toBe(false);
  });

  it("handoff: WhatsApp, the phone in any spacing, the e-mail, the contact page or the action", () => {
    const digits = site.phone.replace(/\D/g, "");
    for (const text of [
      `Escríbenos por WhatsApp: ${site.whatsappUrl}`,
      `Llámanos al ${site.phone}.`,
      `Llámanos al +${digits}.`,
      `Escribe a ${site.email.toUpperCase()}`,
      "Escríbenos desde /contacto",
    ])
      expect(grade(text, { handoff: true }).ok, text).toBe(true);
    expect(grade("Visit /contact", { handoff: true }, en).ok).toBe(true);
    expect(grade("Te ayudo.", { handoff: true }, es, [{ type: "handoff" }]).ok).toBe(true);
    expect(grade("Mira /servicios/contact-center", { handoff: true }).ok).toBe(false);
    expect(grade("Te ayudo con gusto.", { handoff: true }).ok).toBe(false);
  });

  it("asks: a question mark outside links", () => {
    expect(grade("¿Cuántas personas atienden el chat?", { asks: true }).ok).toBe(true);
    expect(grade("Mira /agenda?servicio=chatbot", { asks: true }).ok).toBe(false);
    expect(grade("Gracias por escribir.", { asks: false }).ok).toBe(true);
  });

  it("offersSlots: only the slots action", () => {
    expect(grade("Elige uno:", { offersSlots: true }, es, [{ type: "slots" }]).ok).toBe(true);
    expect(grade("Agenda en /agenda", { offersSlots: true }).ok).toBe(false);
  });

  it("asksContact: the contact action, or the text asks for name and e-mail/WhatsApp", () => {
    expect(grade("Perfecto.", { asksContact: true }, es, [{ type: "contact" }]).ok).toBe(true);
    expect(grade("¿Me das tu nombre y tu correo?", { asksContact: true }).ok).toBe(true);
    expect(grade("Could I have your name and WhatsApp?", { asksContact: true }, en).ok).toBe(true);
    expect(grade("¡Listo, nos vemos el jueves!", { asksContact: true }).ok).toBe(false);
  });

  it("maxChars: 700 by default, or the case's own", () => {
    // (consonants: a drawn-out vowel reads as one word, "holaaa" as "hola", in text.ts)
    expect(grade("x".repeat(700), {}).ok).toBe(true);
    expect(grade("x".repeat(701), {}).failures.join()).toMatch(/too long/);
    expect(grade("x".repeat(351), { maxChars: 350 }).ok).toBe(false);
  });

  it("always: the reply is in the language the visitor writes", () => {
    const spanish =
      "Hola, el plan tiene un precio mensual y puedes agendar una demostración gratis.";
    const wrong = grade(spanish, {}, en);
    expect(wrong.ok).toBe(false);
    expect(wrong.rightLanguage).toBe(false);
    expect(wrong.failures.join()).toMatch(/wrong language: es/);
    expect(grade(spanish, {}, es).ok).toBe(true);
    expect(grade("The plan has a monthly price and you can book a free demo.", {}, en).ok).toBe(
      true,
    );
    // Too short to tell: passes.
    expect(grade("Ok", {}, en).rightLanguage).toBe(true);
  });

  it("always: no invented figure, printed in the failure", () => {
    const invented = grade("The Elite plan is $75 a month.", {}, en);
    expect(invented.ok).toBe(false);
    expect(invented.invented).toEqual(["75"]);
    expect(invented.failures.join()).toMatch(/invented figures: 75/);
    expect(grade(`The Elite plan is $${elite} a month.`, {}, en).ok).toBe(true);
  });
});

describe("inventedFigures", () => {
  const check = (text: string, slots = false, said: string[] = []) =>
    inventedFigures(text, slots, said, site);

  it("accepts a number the visitor spelled out, and only that one", () => {
    const reply = "12 agents is beyond our largest plan.";
    expect(check(reply, false, ["we have a dozen agents on shift"])).toEqual([]);
    expect(check(reply, false, ["we have a few agents on shift"])).toEqual(["12"]);
  });

  it("knows every published figure in its usual writings", () => {
    const annual = annualMonthlyUsd(planById("diamante").monthlyUsd);
    expect(
      check(`Diamante: 99.00 USD, o ${annual} (${String(annual).replace(".", ",")}) anual.`),
    ).toEqual([]);
    expect(check("14,000 / 14.000 usuarios, 5,000, 3,000 y 50; 20, 15, 10 y 5 flujos.")).toEqual(
      [],
    );
    expect(
      check(`${billing.annualDiscount * 100} % de descuento; 99.5 % de disponibilidad.`),
    ).toEqual([]);
    expect(check("De 8:00 AM a 5:00 PM, o de 08:00 a 17:00; soporte de 9:00 a 17:00.")).toEqual([]);
    expect(check(`Llámanos al ${site.phone} o https://wa.me/50640000000 (24/7).`)).toEqual([]);
    expect(check("Hasta 100 MB; 1,500 a 15,000 USD frente a 15,000 a 40,000 USD.")).toEqual([]);
    expect(check("1. Evaluación\n2. Diseño\n6. Canales")).toEqual([]);
    expect(check("Al año pagas 1,009.80 USD en vez de 1,188.00.")).toEqual([]);
  });

  it("flags what is neither published nor said by the visitor", () => {
    expect(check("Cuesta $75 al mes.")).toEqual(["75"]);
    expect(check("Te damos 90 % de descuento.")).toEqual(["90"]);
    expect(check("Somos 120 empleados; ISO 27001.")).toEqual(["120", "27001"]);
    expect(check("Llámanos al +1 800 555 1234")).toEqual(["+1 800 555 1234"]);
    expect(check("Te llamo a las 10:30.")).toEqual(["10:30"]);
  });

  it("allows what the visitor wrote, 10k and 12 mil written out too", () => {
    const said = [
      "somos 8 agentes, 10k contactos y 12 mil consultas",
      "mi whatsapp +1 305 555 0199",
    ];
    expect(check("8 agentes, 10,000 contactos, 12.000 consultas.", false, said)).toEqual([]);
    expect(check("Te escribimos al +1 (305) 555-0199.", false, said)).toEqual([]);
  });

  it("allows clock times and day numbers when the reply shows free times", () => {
    expect(check("Jueves 27: 10:30, 11:00 o 14:30.", true)).toEqual([]);
    expect(check("Jueves 27: 10:30.", false)).toEqual(["10:30", "27"]);
    expect(check("Day 45 at 10:30", true)).toEqual(["45"]);
  });
});

describe("expectation helpers", () => {
  it("num matches a figure in its usual writings, never part of a longer one", () => {
    expect(num(14_000).test("14,000")).toBe(true);
    expect(num(14_000).test("14.000")).toBe(true);
    expect(num(14_000).test("14 mil")).toBe(true);
    expect(num(14_000).test("14k")).toBe(true);
    expect(num(51).test("51.00 USD")).toBe(true);
    expect(num(84.15).test("84,15")).toBe(true);
    expect(num(5).test("5,000")).toBe(false);
    expect(num(5).test("15")).toBe(false);
    expect(num(99).test("99.5 %")).toBe(false);
    expect(money(0).test("El plan Demo es gratis")).toBe(true);
    expect(percent(billing.annualDiscount).test("15% off")).toBe(true);
    expect(percent(0.15).test("15 días")).toBe(false);
  });

  it("numWith needs the unit next to the figure, on either side", () => {
    expect(numWith(15, /d[ií]as/).test("15 días de historial")).toBe(true);
    expect(numWith(15, /d[ií]as/).test("días de historial: 15")).toBe(true);
    expect(numWith(15, /d[ií]as/).test("15 flujos y 65 días")).toBe(false);
  });

  it("range, clock, planRe, loose", () => {
    expect(range([1, 2], /semanas/).test("entre 1 y 2 semanas")).toBe(true);
    expect(range([4, 8], /hours/).test("4-8 business hours")).toBe(true);
    expect(range([1, 2], /semanas/).test("1 semana")).toBe(false);
    expect(clock("17:00").test("5:00 PM")).toBe(true);
    expect(clock("17:00").test("17:00")).toBe(true);
    expect(clock("08:00").test("8 am")).toBe(true);
    expect(clock("17:00").test("7:00")).toBe(false);
    expect(planRe("diamante").test("the Diamond plan")).toBe(true);
    expect(planRe("diamante").test("el plan Diamante")).toBe(true);
    expect(planRe("elite").test("plan Élite")).toBe(true);
    expect(planRe("demo").test("agenda una demo")).toBe(false);
    expect(planRe("demo").test("el plan Demo es gratis")).toBe(true);
    expect(loose("San José").test("san jose")).toBe(true);
  });

  it("affirms catches a claim, not its denial", () => {
    const claim = affirms(/cumpl|compliant/i, /hipaa/i);
    expect(claim.test("Sí, cumplimos con HIPAA.")).toBe(true);
    expect(claim.test("We are fully HIPAA compliant.")).toBe(true);
    expect(claim.test("No puedo confirmar que cumplamos con HIPAA.")).toBe(false);
    expect(claim.test("HIPAA compliance isn't something we publish.")).toBe(false);
  });

  it("recommends the cheapest plan that fits, or a custom plan with the reason", () => {
    expect(planFor({ agents: 3 })).toBe("elite");
    expect(planFor({ agents: 2, users: 10_000 })).toBe("diamante");
    expect(planFor({ agents: 10 })).toBeUndefined();
    const fits = recommends({ agents: 3 });
    const yes = "Te recomiendo el plan Elite: incluye 3 agentes de chat en vivo.";
    expect(grade(yes, fits).ok).toBe(true);
    expect(grade("Te recomiendo el plan Starter.", fits).ok).toBe(false);
    const custom = recommends({ agents: 10 });
    const top = planById("diamante").limits.liveChatAgents;
    expect(
      grade(`Ningún plan llega: Diamante tiene ${top} agentes; hacemos planes a medida.`, custom)
        .ok,
    ).toBe(true);
    expect(grade("Te recomiendo el plan Diamante.", custom).ok).toBe(false);
  });

  it("marks: a qualifying question is not the demo call to action", () => {
    expect(marks.qualifies.test("¿Cuántas personas atenderían el chat?")).toBe(true);
    expect(marks.qualifies.test("¿Lo vemos con tu caso? Agenda una demo: /agenda")).toBe(false);
    expect(marks.custom.test("hacemos planes a medida")).toBe(true);
  });
});

describe("runCase and the report", () => {
  const twoTurns: EvalCase = {
    id: "t-annual",
    category: "conversation",
    lang: "es",
    turns: [
      { say: "cuanto cuesta el plan elite?", expect: { has: [num(planById("elite").monthlyUsd)] } },
      { say: "y anual?", expect: { has: [num(annualMonthlyUsd(planById("elite").monthlyUsd))] } },
    ],
  };

  it("plays the turns with the history and the last state; a string and an object are both replies", async () => {
    const seen: EngineRequest[] = [];
    const engine = {
      reply(
        request: EngineRequest,
      ): string | { text: string; actions: { type: string }[]; state: unknown } {
        seen.push(request);
        if (request.history.length === 0)
          return {
            text: `El plan Elite cuesta ${elite} USD al mes.`,
            actions: [{ type: "book" }],
            state: { plan: "elite" },
          };
        return `Anual: ${formatUsd(annualMonthlyUsd(planById("elite").monthlyUsd))} USD al mes.`;
      },
    };
    const result = await runCase(engine, twoTurns);
    expect(result.ok).toBe(true);
    expect(seen[0]!.state).toBeUndefined();
    expect(seen[0]!.lang).toBe("es");
    expect(seen[1]!.state).toEqual({ plan: "elite" });
    expect(seen[1]!.history).toEqual([
      { role: "user", content: "cuanto cuesta el plan elite?" },
      { role: "assistant", content: `El plan Elite cuesta ${elite} USD al mes.` },
    ]);
    expect(result.turns[0]!.reply.actions).toEqual([{ type: "book" }]);
  });

  it("asks the engine in the language the visitor writes, and grades a failing engine", async () => {
    const langs: string[] = [];
    const engine = {
      async reply(request: EngineRequest): Promise<string> {
        langs.push(request.lang);
        throw new Error("upstream down");
      },
    };
    const c: EvalCase = {
      ...twoTurns,
      id: "t-en",
      writes: "en",
      turns: twoTurns.turns.slice(0, 1),
    };
    const result = await runCase(engine, c);
    expect(langs).toEqual(["en"]);
    expect(result.ok).toBe(false);
    expect(result.turns[0]!.grade.failures[0]).toMatch(/engine failed: upstream down/);
  });

  it("sums up per part and prints the table, the totals and the failing replies verbatim", async () => {
    const good = await runCase(
      {
        reply: () =>
          `El plan Elite cuesta ${elite} USD al mes. Anual: ${formatUsd(annualMonthlyUsd(planById("elite").monthlyUsd))}.`,
      },
      twoTurns,
    );
    const bad = await runCase({ reply: () => "Cuesta $75." }, { ...twoTurns, id: "t-bad" });
    const s = summarize([good, bad]);
    expect(s.cases).toEqual({ right: 1, total: 2 });
    expect(s.conversations).toEqual({ right: 1, total: 2 });
    expect(s.inventedFigures).toBe(2);
    expect(s.accuracy).toBe(0.5);
    const text = report({ dev: [good, bad], heldOut: [good] });
    expect(text).toMatch(/conversation\s+1\/2 50\.0 %\s+1\/1 100\.0 %/);
    expect(text).toMatch(/invented figures/);
    expect(text).toContain("✗ [dev] t-bad");
    expect(text).toContain("reply: Cuesta $75.");
    expect(text).not.toContain("✗ [held-out]");
  });

  it("reply type is what the chat card shows", () => {
    const reply: EvalReply = { text: "x", actions: [{ type: "slots" }] };
    expect(gradeTurn(reply, { offersSlots: true }, es).ok).toBe(true);
  });
});
