/** Texts of the home sales-chat card (spec §2 Home, §4 "Sales chat", §8). `{name}` = assistant. */
export const chatEs = {
  subtitle: "Asistente de Ventas IA",
  online: "En línea",
  greeting:
    "¡Hola! Soy {name}, tu asistente de ventas. Pregúntame por planes, precios, canales o servicios, o agenda una demo gratuita de unos {minutes} minutos. ¿En qué te ayudo?",
  logLabel: "Conversación con {name}",
  you: "Tú",
  inputLabel: "Escribe tu mensaje a {name}",
  placeholder: "Escribe tu mensaje…",
  hint: "Enter para enviar, Shift + Enter para una nueva línea.",
  send: "Enviar mensaje",
  thinking: "Pensando",
  thinkingTagline: "Automatizando • Innovando • Creciendo",
  schedule: "Agendar Demo Gratis",
  errorTitle: "Error",
  errorText: "No se pudo enviar el mensaje. Por favor, intenta nuevamente.",
};

export type ChatTexts = typeof chatEs;
