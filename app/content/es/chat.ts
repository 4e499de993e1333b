/**
 * Texts of the home sales-chat card (docs/product/spec.md §2 Home, §4 "Sales chat", §8) and of its booking steps
 * (issue 23, item 6: free times as buttons, the contact form, the booked meeting, the hand-off).
 * `{assistant}` (its name) and `{chatMinutes}` are filled on the server (siteVars). The form's
 * labels, privacy link and field errors are the booking widget's and the booking function's own
 * (app/content/booking.ts), so the visitor reads one wording.
 * Flat strings only: app/content/chat.test.ts compares the placeholders of every key.
 */
import { bookingErrors } from "../booking.ts";
import { bookingWidgetEs } from "./booking-widget.ts";

const form = bookingWidgetEs.form;
const errors = bookingErrors.es;

export const chatEs = {
  subtitle: "Asistente de Ventas IA",
  online: "En línea",
  greeting:
    "¡Hola! Soy {assistant}, tu asistente de ventas. Pregúntame por planes, precios, canales o servicios, o agenda una demo gratuita de unos {chatMinutes} minutos. ¿En qué te ayudo?",
  logLabel: "Conversación con {assistant}",
  you: "Tú",
  inputLabel: "Escribe tu mensaje a {assistant}",
  placeholder: "Escribe tu mensaje…",
  hint: "Enter para enviar, Shift + Enter para una nueva línea.",
  send: "Enviar mensaje",
  thinking: "Pensando",
  thinkingTagline: "Automatizando • Innovando • Creciendo",
  schedule: "Agendar Demo Gratis",
  errorTitle: "Error",
  errorText: "No se pudo enviar el mensaje. Por favor, intenta nuevamente.",

  /** The free times offered as buttons; each button's name is its full date and time. */
  slotsLabel: "Horarios libres para tu demo gratuita",
  slotsZone: bookingWidgetEs.picker.timesIn,
  /** The `book` action: with times offered, the calendar has more; without, it is the way in. */
  moreTimes: "Ver más horarios",
  pickTime: "Elegir día y hora",

  formTitle: "Tus datos",
  formName: form.name,
  formEmail: form.email,
  formPhone: "WhatsApp o teléfono (opcional)",
  formCompany: "Empresa (opcional)",
  consentBefore: form.consentBefore,
  consentLink: form.consentLink,
  consentAfter: " y que me contacten sobre mi solicitud.",
  privacyAnchor: form.privacyAnchor,
  honeypot: form.honeypot,
  formBook: "Reservar la demo",
  formSend: "Enviar mis datos",
  formSending: "Enviando…",
  fixFields: form.fixFields,
  errorName: errors.invalid_name,
  errorEmail: errors.invalid_email,
  errorPhone: errors.invalid_phone,
  errorCompany: errors.invalid_company,
  errorConsent: errors.consent_required,

  /** The meeting booked in the chat; the link opens the confirmation page (calendar, manage). */
  bookedTitle: "Demo reservada",
  bookedZone: "Hora de {zone}",
  bookedLink: "Ver la confirmación",

  handoffTitle: "Habla con una persona",
  handoffWhatsapp: bookingWidgetEs.picker.whatsapp,
  handoffPhone: "Llamar al {phone}",
  handoffEmail: "Escribir a {email}",
};

export type ChatTexts = typeof chatEs;
