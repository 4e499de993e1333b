import type { Lang } from "./routes.ts";

/**
 * What the sales assistant's function (server/functions/assistant-chat/) answers as the
 * `message` of an `{ error: { code, message } }`, in the visitor's language (the code stays the
 * same). `{max}` is the function's longest message, filled by the function.
 */
export const chatErrors = {
  es: {
    invalid_json: "La solicitud no es un JSON válido.",
    unsupported_media_type: "Envía el mensaje como JSON (Content-Type: application/json).",
    payload_too_large: "La solicitud es demasiado grande.",
    invalid_message: "El mensaje debe tener entre 1 y {max} caracteres.",
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
    invalid_message: "The message must be 1 to {max} characters long.",
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

export type ChatErrorCode = keyof (typeof chatErrors)["es"];

/**
 * What the video-to-text function (server/functions/video-to-text/) answers as the `message` of
 * its errors, in the visitor's language (the page sends `?lang=`; otherwise Accept-Language).
 * `{max}` (MB) and `{minutes}` are the function's configured limits, filled by the function.
 */
const videoErrorsEs = {
  unavailable:
    "La transcripción de video no está disponible en este momento. Inténtalo más tarde o contáctanos.",
  busy: "Hay demasiadas transcripciones en curso. Inténtalo de nuevo en unos minutos.",
  badRequest:
    "Solicitud no válida: envía el video como multipart/form-data en el campo «file» o como JSON { videoBase64, fileName }.",
  empty: "No hay video para transcribir",
  badBase64: "El video en base64 no es válido.",
  tooLarge: "El tamaño máximo permitido es {max}MB.",
  tooLong: "El video dura más de {minutes} minutos; sube uno más corto.",
  notMedia: "El archivo no es un video válido. Formatos soportados: MP4, MOV, AVI, WMV.",
  noAudio: "El video no tiene audio",
  corrupt: "El video está dañado o incompleto y no se puede leer.",
  englishOnly:
    "El motor de transcripción sin conexión solo transcribe inglés. Para otros idiomas, el servidor debe usar SPEECH_ENGINE=openai.",
  failed: "Error al transcribir el video",
  timeout: "La transcripción tardó demasiado. Prueba con un video más corto.",
  storage:
    "El servidor no puede guardar tu video en este momento. Inténtalo de nuevo en unos minutos.",
  slowUpload: "La subida se detuvo o es demasiado lenta. Revisa tu conexión y vuelve a intentarlo.",
  oneAtATime:
    "Ya tienes un video subiéndose o transcribiéndose. Espera a que termine y vuelve a intentarlo.",
};

export type VideoErrorTexts = typeof videoErrorsEs;

const videoErrorsEn: VideoErrorTexts = {
  unavailable:
    "Video transcription is not available right now. Please try again later or contact us.",
  busy: "Too many transcriptions are running. Please try again in a few minutes.",
  badRequest:
    "Invalid request: send the video as multipart/form-data in the “file” field or as JSON { videoBase64, fileName }.",
  empty: "There is no video to transcribe",
  badBase64: "The base64 video is not valid.",
  tooLarge: "The maximum allowed size is {max}MB.",
  tooLong: "The video is longer than {minutes} minutes; upload a shorter one.",
  notMedia: "The file is not a valid video. Supported formats: MP4, MOV, AVI, WMV.",
  noAudio: "The video has no audio",
  corrupt: "The video is damaged or incomplete and cannot be read.",
  englishOnly:
    "The offline transcription engine transcribes English only. For other languages the server must use SPEECH_ENGINE=openai.",
  failed: "Error transcribing the video",
  timeout: "The transcription took too long. Try a shorter video.",
  storage: "The server cannot store your video right now. Please try again in a few minutes.",
  slowUpload: "The upload stopped or is too slow. Check your connection and try again.",
  oneAtATime:
    "You already have a video uploading or being transcribed. Wait for it to finish and try again.",
};

export const videoErrors: Record<Lang, VideoErrorTexts> = { es: videoErrorsEs, en: videoErrorsEn };
