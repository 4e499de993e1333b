import type { Lang } from "../../../app/content/routes.ts";
import { MAX_MESSAGE_CHARS } from "./schema.ts";

/** Error messages a visitor may see, in both languages (the code stays the same). */
export const errorMessages = {
  es: {
    invalid_json: "La solicitud no es un JSON válido.",
    unsupported_media_type: "Envía el mensaje como JSON (Content-Type: application/json).",
    payload_too_large: "La solicitud es demasiado grande.",
    invalid_message: `El mensaje debe tener entre 1 y ${MAX_MESSAGE_CHARS} caracteres.`,
    invalid_request: "La solicitud no tiene el formato esperado.",
    invalid_text: "El mensaje contiene caracteres no válidos (por ejemplo, un carácter nulo).",
    busy: "El asistente está atendiendo a muchas personas a la vez. Vuelve a intentarlo en un minuto.",
    unavailable:
      "El asistente no está disponible en este momento. Vuelve a intentarlo en unos segundos.",
    thread_not_found: "Esta conversación no existe. Empieza una nueva.",
    rate_limited: "Demasiados mensajes seguidos. Espera un momento y vuelve a intentarlo.",
    timeout: "El asistente tardó demasiado en responder. Vuelve a intentarlo.",
    engine_unavailable: "El asistente no está disponible en este momento. Vuelve a intentarlo.",
    method_not_allowed: "Usa POST para enviar un mensaje.",
    forbidden_origin: "Este origen no puede usar el asistente.",
  },
  en: {
    invalid_json: "The request is not valid JSON.",
    unsupported_media_type: "Send the message as JSON (Content-Type: application/json).",
    payload_too_large: "The request is too large.",
    invalid_message: `The message must be 1 to ${MAX_MESSAGE_CHARS} characters long.`,
    invalid_request: "The request does not have the expected shape.",
    invalid_text:
      "The message contains characters that are not allowed (such as a null character).",
    unavailable: "The assistant is not available right now. Please try again in a few seconds.",
    busy: "The assistant is talking to a lot of people right now. Please try again in a minute.",
    thread_not_found: "This conversation does not exist. Start a new one.",
    rate_limited: "Too many messages in a row. Wait a moment and try again.",
    timeout: "The assistant took too long to answer. Please try again.",
    engine_unavailable: "The assistant is not available right now. Please try again.",
    method_not_allowed: "Use POST to send a message.",
    forbidden_origin: "This origin may not use the assistant.",
  },
} satisfies Record<Lang, Record<string, string>>;

export type ErrorCode = keyof (typeof errorMessages)["es"];
