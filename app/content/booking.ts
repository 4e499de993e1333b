import type { MeetingType } from "./business.ts";
import type { Lang } from "./routes.ts";

/**
 * Everything the booking functions say to a visitor (server/booking/), in both languages: the
 * meeting types' names and the `message` of every `{ error: { code, message } }` they answer.
 */
export const meetingTypeNames = {
  es: { demo: "Demo gratuita", "ai-development": "Consulta de desarrollo con IA" },
  en: { demo: "Free demo", "ai-development": "AI development consultation" },
} satisfies Record<Lang, Record<MeetingType, string>>;

/** The visitor's private page for one booking; the token follows as `?token=`. */
export const manageBookingPath = {
  es: "/agenda/gestionar",
  en: "/schedule/manage",
} satisfies Record<Lang, string>;

export const bookingErrors = {
  es: {
    invalid_json: "La solicitud no es un JSON válido.",
    unsupported_media_type: "Envía los datos como JSON (Content-Type: application/json).",
    payload_too_large: "La solicitud es demasiado grande.",
    invalid_request: "La solicitud no tiene el formato esperado.",
    invalid_text: "Los datos contienen caracteres no válidos (por ejemplo, un carácter nulo).",
    invalid_type: "Ese tipo de reunión no existe.",
    invalid_date: "La fecha debe tener el formato AAAA-MM-DD.",
    invalid_days: "Puedes consultar entre 1 y 62 días a la vez.",
    invalid_timezone: "La zona horaria no es válida.",
    invalid_start: "La hora de inicio no es válida.",
    invalid_name: "Escribe tu nombre (hasta 120 caracteres).",
    invalid_email: "Escribe un correo electrónico válido.",
    invalid_company: "El nombre de la empresa puede tener hasta 120 caracteres.",
    invalid_phone: "Escribe un teléfono válido (dígitos, espacios, +, - y paréntesis).",
    invalid_interest: "El interés puede tener hasta 120 caracteres.",
    invalid_message: "El mensaje puede tener hasta 2000 caracteres.",
    invalid_reason: "El motivo puede tener hasta 1000 caracteres.",
    consent_required: "Debes aceptar la política de privacidad para agendar.",
    slot_unavailable: "Esa hora no se puede reservar. Elige una de las horas disponibles.",
    slot_taken: "Alguien acaba de reservar esa hora. Elige otra de las horas disponibles.",
    too_many_bookings:
      "Ya tienes 3 reuniones próximas con este correo. Cambia o cancela una para agendar otra.",
    rate_limited: "Demasiadas solicitudes seguidas. Espera un momento y vuelve a intentarlo.",
    not_found: "Este enlace no corresponde a ninguna reserva. Revisa el enlace de tu correo.",
    cancelled: "Esta reserva está cancelada; agenda una nueva reunión.",
    already_started: "Esta reunión ya empezó o terminó; no se puede cambiar.",
    forbidden_origin: "Este origen no puede usar la agenda.",
    method_not_allowed: "Método no permitido.",
    unavailable:
      "La agenda no está disponible en este momento. Vuelve a intentarlo en unos segundos.",
  },
  en: {
    invalid_json: "The request is not valid JSON.",
    unsupported_media_type: "Send the data as JSON (Content-Type: application/json).",
    payload_too_large: "The request is too large.",
    invalid_request: "The request does not have the expected shape.",
    invalid_text: "The data contains characters that are not allowed (such as a null character).",
    invalid_type: "That meeting type does not exist.",
    invalid_date: "The date must be written YYYY-MM-DD.",
    invalid_days: "You can look at 1 to 62 days at a time.",
    invalid_timezone: "The time zone is not valid.",
    invalid_start: "The start time is not valid.",
    invalid_name: "Enter your name (up to 120 characters).",
    invalid_email: "Enter a valid e-mail address.",
    invalid_company: "The company name can be up to 120 characters long.",
    invalid_phone: "Enter a valid phone number (digits, spaces, +, - and parentheses).",
    invalid_interest: "The interest can be up to 120 characters long.",
    invalid_message: "The message can be up to 2000 characters long.",
    invalid_reason: "The reason can be up to 1000 characters long.",
    consent_required: "Please accept the privacy policy to book.",
    slot_unavailable: "That time cannot be booked. Choose one of the available times.",
    slot_taken: "Someone just booked that time. Choose another of the available times.",
    too_many_bookings:
      "You already have 3 upcoming meetings with this e-mail. Change or cancel one to book another.",
    rate_limited: "Too many requests in a row. Wait a moment and try again.",
    not_found: "This link does not match any booking. Check the link in your e-mail.",
    cancelled: "This booking is cancelled; book a new meeting.",
    already_started: "This meeting has already started or ended; it cannot be changed.",
    forbidden_origin: "This origin may not use the scheduler.",
    method_not_allowed: "Method not allowed.",
    unavailable: "Scheduling is not available right now. Please try again in a few seconds.",
  },
} satisfies Record<Lang, Record<string, string>>;

export type BookingErrorCode = keyof (typeof bookingErrors)["es"];
