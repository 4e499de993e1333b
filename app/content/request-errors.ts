import type { Lang } from "./routes.ts";

/**
 * What the server answers, in the visitor's language, when a request is refused before any page
 * or function sees it (server/request-guard.ts). Plain text: these go out as the body of a 400,
 * 413 or 503, or as the `message` of a function's JSON error.
 */
export const requestErrors = {
  es: {
    bad_url: "La dirección no es válida.",
    invalid_text:
      "La solicitud contiene caracteres no válidos (por ejemplo, un carácter nulo). Revísala y vuelve a intentarlo.",
    payload_too_large: "La solicitud es demasiado grande.",
    invalid_form: "El formulario no se pudo leer. Vuelve a intentarlo.",
    unavailable:
      "El servicio no está disponible en este momento. Vuelve a intentarlo en unos segundos.",
  },
  en: {
    bad_url: "The address is not valid.",
    invalid_text:
      "The request contains characters that are not allowed (such as a null character). Check it and try again.",
    payload_too_large: "The request is too large.",
    invalid_form: "The form could not be read. Please try again.",
    unavailable: "The service is not available right now. Please try again in a few seconds.",
  },
} satisfies Record<Lang, Record<string, string>>;

export type RequestErrorCode = keyof (typeof requestErrors)["es"];
