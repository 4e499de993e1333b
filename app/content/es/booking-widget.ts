/**
 * Spanish texts of the native booking widget (/agenda, /contacto, /iacoding#schedule) and of its
 * slot picker, which the manage page reuses to reschedule. Field errors say what the booking
 * function would say (app/content/booking.ts), so the visitor reads one wording either way.
 */
import { bookingErrors, meetingTypeNames } from "../booking.ts";
import { conversionEs } from "./conversion.ts";

const errors = bookingErrors.es;

export const bookingWidgetEs = {
  picker: {
    previousMonth: "Mes anterior",
    nextMonth: "Mes siguiente",
    loadingTimes: "Buscando horas libres…",
    chooseDay: "Elige un día con horas libres en el calendario.",
    noTimesDay: "Este día ya no tiene horas libres. Elige otro día.",
    noTimesMonth: "No quedan horas libres este mes. Mira el mes siguiente.",
    timesIn: "Horas en {zone}",
    timeZone: "Tu zona horaria",
    businessZone: "Nuestro horario de atención está en {zone}.",
    /** The spec's calendar error toast, word for word. */
    errorTitle: conversionEs.scheduling.errorTitle,
    error: conversionEs.scheduling.error,
    failedTitle: "No pudimos cargar las horas libres",
    noneTitle: "No hay horas libres por ahora",
    contactText: "Escríbenos y buscamos juntos un momento para tu reunión.",
    whatsapp: "Escribir por WhatsApp",
    email: "Enviar un correo",
    contactPage: "Ver todas las formas de contacto",
    retry: "Intentar de nuevo",
  },
  summary: {
    title: "Tu reunión",
    duration: "{minutes} minutos · {meeting}",
    change: "Cambiar día y hora",
  },
  form: {
    title: "Tus datos",
    requiredNote: "Los campos con * son obligatorios.",
    name: "Nombre",
    email: "Correo electrónico",
    company: "Empresa",
    phone: "Teléfono o WhatsApp",
    phoneHint: "Opcional. Con el código de tu país, por ejemplo +506 8888 8888.",
    interest: "Qué te interesa",
    message: "Mensaje",
    messageHint: "Opcional. Cuéntanos de tu negocio o qué quieres lograr.",
    consentBefore: "Acepto la ",
    consentLink: "política de privacidad",
    consentAfter: " y que me contacten sobre esta reunión.",
    /** The privacy section's id on the terms page (a test checks it exists). */
    privacyAnchor: "privacidad",
    honeypot: "No escribas nada en este campo",
    submit: "Confirmar reunión",
    submitting: "Agendando…",
    fixFields: "Revisa estos campos: {fields}.",
    network: "No pudimos enviar tu reserva. Revisa tu conexión e inténtalo de nuevo.",
    fieldErrors: {
      name: errors.invalid_name,
      email: errors.invalid_email,
      company: errors.invalid_company,
      phone: errors.invalid_phone,
      interest: errors.invalid_interest,
      message: errors.invalid_message,
      consent: errors.consent_required,
    },
  },
  meetingNames: meetingTypeNames.es,
  /** What /iacoding's form says the visitor is interested in. */
  iacodingInterest: "Desarrollo con IA",
};

export type BookingWidgetTexts = typeof bookingWidgetEs;
/** The picker's part, also what the manage page passes to reschedule. */
export type SlotPickerTexts = BookingWidgetTexts["picker"];
