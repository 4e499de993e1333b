import type { Lang } from "../../../app/content/routes.ts";
import { words } from "./text.ts";

const ES = new Set(
  "el la los las un una de del que y o en es son por para con como cual cuales cuanto cuanta cuantos cuantas cuesta cuestan precio precios tienen tienes tiene hay hola gracias buenas buenos dias tardes noches quiero quisiera necesito puedo puedes donde cuando sus su mi mis al año anual mensual planes plan soporte ofrecen ofreces incluye qué hacen hacer servicio servicios empresa pago pagos impuestos reembolso horario oficinas agendar demostracion prueba gratis gratuita pero tambien sobre cuanto atienden hablar persona entrega semanas dias funciona".split(
    " ",
  ),
);
const EN = new Set(
  "the a an of and or in is are for with how what which much many does do you your we our can could hi hello hey thanks thank price prices pricing cost costs plan plans support offer offers include includes where when who my i want need year yearly annual annually monthly month per is there trial free refund refunds hours office offices book schedule demo talk speak human person delivery weeks days work works about if not but also service services company payment taxes".split(
    " ",
  ),
);
// Words both languages share say nothing about the language.
for (const w of ES) {
  if (EN.has(w)) {
    ES.delete(w);
    EN.delete(w);
  }
}

/**
 * The language of a visitor's message, or undefined when the text does not say (a single
 * "ok", a plan name). Spanish punctuation and letters count; then common words of each language.
 */
export function detectLanguage(text: string): Lang | undefined {
  let es = /[¿¡ñ]/i.test(text) ? 2 : 0;
  if (/[áéíóú]/i.test(text)) es += 1;
  let en = 0;
  for (const w of words(text)) {
    if (ES.has(w)) es += 1;
    if (EN.has(w)) en += 1;
  }
  if (/\b(i'm|don't|what's|it's|you're|can't)\b/i.test(text)) en += 2;
  if (es === en) return undefined;
  return es > en ? "es" : "en";
}

/** The first of es/en in an Accept-Language header, by quality order. */
export function langFromAcceptLanguage(header: string | undefined): Lang | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(",")
    .map((part) => {
      const [tag, ...params] = part.trim().toLowerCase().split(";");
      const q = params.find((p) => p.trim().startsWith("q="));
      return { tag: tag ?? "", q: q ? Number(q.trim().slice(2)) || 0 : 1 };
    })
    .sort((a, b) => b.q - a.q);
  for (const { tag } of ranked) {
    if (tag.startsWith("es")) return "es";
    if (tag.startsWith("en")) return "en";
  }
  return undefined;
}
