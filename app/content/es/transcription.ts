/** Texts of the transcription page (docs/product/spec.md §2 "Video transcription", §5, §8). `{max}` = MB limit. */
export const transcriptionEs = {
  upload: {
    drop: "Arrastra y suelta tu video aquí",
    or: "o",
    choose: "Seleccionar archivo",
    formats: "Formatos soportados: MP4, MOV, AVI, WMV (Máx. {max}MB)",
    selected: "Video seleccionado: {name} ({size} MB)",
    preview: "Vista previa del video",
  },
  actions: {
    transcribe: "Transcribir Video",
    running: "Transcribiendo...",
  },
  progress: {
    label: "Progreso de la transcripción",
    uploading: "Subiendo video... {percent}%",
    processing: "Procesando video...",
    done: "Completado",
  },
  result: {
    title: "Transcripción",
    copy: "Copiar",
    details: "Duración del audio: {seconds} s",
  },
  status: {
    unavailable:
      "La transcripción de video no está disponible en este momento. Inténtalo más tarde o contáctanos.",
    englishOnly: "El motor de transcripción actual reconoce solo audio en inglés.",
  },
  toasts: {
    invalidType: {
      title: "Archivo no válido",
      description: "Por favor, sube un archivo de video.",
    },
    tooLarge: {
      title: "Archivo demasiado grande",
      description: "El tamaño máximo permitido es {max}MB.",
    },
    loaded: { title: "Video cargado", description: "Ahora puedes transcribir el video." },
    done: {
      title: "Transcripción completada",
      description: "Tu video ha sido transcrito exitosamente.",
    },
    copied: { title: "Texto copiado", description: "El texto ha sido copiado al portapapeles." },
    errorTitle: "Error",
    noVideo: "No hay video para transcribir",
    failed: "Error al transcribir el video",
    noText: "No se recibió transcripción del servidor",
    unreadable: "No se pudo leer el archivo de video.",
    generic: "Ocurrió un error al procesar el video.",
  },
};

export type TranscriptionContent = typeof transcriptionEs;
