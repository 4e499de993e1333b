/** Consent banner and preferences (shown on every page, so part of the interface texts). */
export const consentEs = {
  title: "Tu privacidad",
  text: "Usamos herramientas de terceros para medir visitas y anuncios y para el chat, solo si aceptas. Puedes cambiar tu elección cuando quieras.",
  policy: "Más información",
  acceptAll: "Aceptar todo",
  rejectAll: "Rechazar todo",
  choose: "Elegir",
  save: "Guardar selección",
  analytics: "Analítica y publicidad",
  analyticsText: "Nos dice qué páginas ayudan y mide nuestros anuncios.",
  chat: "Chat de terceros",
  chatText: "El widget de chat en vivo de nuestro proveedor.",
  necessary:
    "Solo usamos el almacenamiento necesario (idioma y avisos vistos); no hay nada que elegir.",
  footerLink: "Preferencias de privacidad",
  saved: "Preferencias guardadas",
};
export type ConsentTexts = typeof consentEs;
