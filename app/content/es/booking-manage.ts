/**
 * Spanish texts of the booking confirmation (/confirmacion-agenda) and the manage page
 * (/agenda/gestionar): the meeting as booked, "add to calendar", rescheduling and cancelling.
 * `{company}` is the company's name (filled on the server, siteVars); the run-time slots are
 * `{meeting}` the meeting type's name, `{when}` a full date and time, `{minutes}` a duration,
 * `{zone}` a time zone, `{reason}` a cancellation reason.
 */
export const bookingManageEs = {
  loading: "Cargando tu reunión…",
  details: {
    title: "Tu reunión",
    meeting: "Reunión",
    date: "Fecha",
    time: "Hora",
    timeZone: "Zona horaria",
    duration: "Duración",
    durationValue: "{minutes} minutos",
    bookedAs: "A nombre de",
    status: "Estado",
    confirmed: "Confirmada",
    cancelled: "Cancelada",
    past: "Ya pasó",
  },
  calendar: {
    title: "Agrégala a tu calendario",
    ics: "Descargar archivo .ics",
    icsHint: "Para Apple Calendar, Outlook de escritorio y otros.",
    google: "Google Calendar",
    outlook: "Outlook.com",
    eventTitle: "{meeting}: {company}",
    eventDetails:
      "{meeting} con {company}. Para cambiar la hora o cancelar, usa el enlace privado de tu correo de confirmación.",
  },
  manageLink: {
    title: "¿Necesitas cambiarla?",
    text: "Desde tu enlace privado puedes elegir otra hora o cancelar la reunión. También lo tienes en tu correo.",
    link: "Cambiar o cancelar mi reunión",
  },
  noBooking: {
    title: "Los detalles de tu reunión están en tu correo",
    text: "Te enviamos la invitación con la fecha, la hora y un enlace privado para cambiarla o cancelarla. ¿Aún no agendas tu demo?",
    cta: "Agendar una demo gratis",
  },
  noToken: {
    title: "Falta el enlace de tu reserva",
    text: "Abre esta página desde el enlace privado de tu correo de confirmación para ver, cambiar o cancelar tu reunión.",
  },
  notFound: {
    title: "No encontramos esta reserva",
    text: "El enlace no corresponde a ninguna reunión. Revisa que esté completo, tal como llegó a tu correo.",
  },
  failed: {
    title: "No pudimos cargar tu reunión",
    text: "Revisa tu conexión e inténtalo de nuevo.",
    retry: "Intentar de nuevo",
  },
  bookNew: "Agendar una nueva reunión",
  actions: {
    title: "¿Cambió tu agenda?",
    reschedule: "Cambiar la hora",
    cancel: "Cancelar la reunión",
  },
  reschedule: {
    title: "Elige la nueva hora",
    intro: "Tu hora actual no aparece en la lista. Elige otra y confírmala.",
    confirmTitle: "Confirma el cambio",
    from: "Antes",
    to: "Ahora",
    confirm: "Sí, cambiar a esta hora",
    back: "Elegir otra hora",
    close: "No cambiar nada",
    moving: "Cambiando la hora…",
    moved: "Listo. Tu reunión ahora es el {when}. Te enviamos la invitación actualizada.",
    takenFresh: "Te mostramos las horas libres actualizadas.",
  },
  cancel: {
    title: "¿Cancelar la reunión?",
    text: "La hora quedará libre para otra persona y te enviaremos la cancelación por correo.",
    reason: "Motivo (opcional)",
    reasonHint: "Nos ayuda a mejorar. Hasta 1000 caracteres.",
    confirm: "Sí, cancelar la reunión",
    keep: "No, mantenerla",
    cancelling: "Cancelando…",
    done: "Tu reunión quedó cancelada. Te enviamos la confirmación por correo.",
  },
  cancelled: {
    title: "Esta reunión está cancelada",
    text: "Ya no aparece en nuestra agenda. Si quieres, agenda otra cuando te convenga.",
    reason: "Motivo: {reason}",
  },
  past: {
    title: "Esta reunión ya pasó",
    text: "Ya no se puede cambiar ni cancelar. Si quieres conversar de nuevo, agenda otra reunión.",
  },
  network: "No pudimos conectar con la agenda. Revisa tu conexión e inténtalo de nuevo.",
};

export type BookingManageTexts = typeof bookingManageEs;
