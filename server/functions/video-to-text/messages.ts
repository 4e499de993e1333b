/**
 * What the function tells visitors, in their language (the page sends `?lang=`; otherwise the
 * request's Accept-Language). `{max}` and `{minutes}` are filled from the limits.
 */
const es = {
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

export type VideoMessages = typeof es;

const en: VideoMessages = {
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

export const videoMessages = { es, en };
export type MessageLang = keyof typeof videoMessages;

/** `lang` query or field first, then the first of es/en in Accept-Language, else Spanish. */
export function messageLang(
  explicit: string | undefined,
  acceptLanguage: string | undefined,
): MessageLang {
  if (explicit === "es" || explicit === "en") return explicit;
  for (const part of (acceptLanguage ?? "").split(",")) {
    const code = part.trim().slice(0, 2).toLowerCase();
    if (code === "es" || code === "en") return code;
  }
  return "es";
}
