import type { Lang } from "./routes.ts";

/**
 * Every e-mail the outbox sends (server/outbox/messages.ts), in both languages. Plain text with
 * `{placeholders}` filled on the server: {business} the company, {name} the visitor, {meeting}
 * the meeting type's name, {when} the date and time in the reader's zone, {timezone} that zone,
 * {previousWhen} the old time of a moved meeting, {manageUrl} the private manage link,
 * {meetingLine} the meeting link line, {reason} a cancellation reason, {details} the owner's
 * summary of the booking or lead; for a lead also {needs}, what the visitor said they need (one
 * line each under `leadNeeds.heading`, empty when nothing), and {transcript}, the conversation's
 * last messages (under `transcript.heading`).
 */
type Mail = { subject: string; body: string };
type Notifications = {
  meetingNames: { demo: string; "ai-development": string };
  meetingLink: string;
  meetingLinkLater: string;
  reasonLine: string;
  visitor: { created: Mail; rescheduled: Mail; cancelled: Mail; reminder: Mail };
  owner: { created: Mail; rescheduled: Mail; cancelled: Mail; reminder: Mail; lead: Mail };
  /** The lead e-mail's needs block: a heading and one label per need. */
  leadNeeds: {
    heading: string;
    teamSize: string;
    agents: string;
    users: string;
    channels: string;
    monthlyConversations: string;
    industry: string;
    plan: string;
  };
  /** The lead e-mail's conversation: a heading ({count} messages) and who said each line. */
  transcript: { heading: string; user: string; assistant: string };
  fields: {
    name: string;
    email: string;
    company: string;
    phone: string;
    interest: string;
    message: string;
    timezone: string;
    summary: string;
    manage: string;
    score: string;
    booking: string;
    thread: string;
  };
};

export const notifications = {
  es: {
    meetingNames: { demo: "Demo gratuita", "ai-development": "Consultoría de desarrollo con IA" },
    meetingLink: "Enlace de la reunión: {url}",
    meetingLinkLater: "Te enviaremos el enlace de la videollamada antes de la reunión.",
    reasonLine: "Motivo: {reason}",
    visitor: {
      created: {
        subject: "Confirmada: {meeting} con {business}, {when}",
        body: "Hola, {name}:\n\nTu reunión está confirmada.\n\n{meeting}\n{when} ({timezone})\n{meetingLine}\n\nAdjuntamos la invitación para tu calendario.\n\nPara cambiar la hora o cancelar, usa tu enlace privado:\n{manageUrl}\n\nHasta pronto,\n{business}",
      },
      rescheduled: {
        subject: "Nueva hora: {meeting} con {business}, {when}",
        body: "Hola, {name}:\n\nTu reunión cambió de hora.\n\nAntes: {previousWhen}\nAhora: {when} ({timezone})\n{meetingLine}\n\nAdjuntamos la invitación actualizada para tu calendario.\n\nPara cambiarla de nuevo o cancelarla:\n{manageUrl}\n\nHasta pronto,\n{business}",
      },
      cancelled: {
        subject: "Cancelada: {meeting} con {business}, {when}",
        body: "Hola, {name}:\n\nTu reunión del {when} ({timezone}) quedó cancelada.\n{reasonLine}\n\nAdjuntamos la cancelación para que desaparezca de tu calendario.\n\nSi quieres, puedes agendar otra cuando gustes en nuestro sitio.\n\n{business}",
      },
      reminder: {
        subject: "Recordatorio: {meeting} con {business} mañana, {when}",
        body: "Hola, {name}:\n\nTe recordamos tu reunión.\n\n{meeting}\n{when} ({timezone})\n{meetingLine}\n\nSi no puedes asistir, cambia la hora o cancela aquí:\n{manageUrl}\n\nHasta pronto,\n{business}",
      },
    },
    owner: {
      created: {
        subject: "Nueva reserva: {meeting}, {when}, {name}",
        body: "Nueva reserva.\n\n{meeting}\n{when} ({timezone})\n{meetingLine}\n\n{details}",
      },
      rescheduled: {
        subject: "Reserva movida: {meeting}, {when}, {name}",
        body: "Una reserva cambió de hora.\n\nAntes: {previousWhen}\nAhora: {when} ({timezone})\n\n{details}",
      },
      cancelled: {
        subject: "Reserva cancelada: {meeting}, {when}, {name}",
        body: "Una reserva fue cancelada.\n\n{meeting}\n{when} ({timezone})\n{reasonLine}\n\n{details}",
      },
      reminder: {
        subject: "Mañana: {meeting}, {when}, {name}",
        body: "Recordatorio de la reunión de mañana.\n\n{meeting}\n{when} ({timezone})\n{meetingLine}\n\n{details}",
      },
      lead: {
        subject: "Nuevo contacto del asistente: {name}",
        body: "El asistente de ventas captó un contacto.\n\n{details}\n\n{needs}\n\n{transcript}",
      },
    },
    fields: {
      name: "Nombre",
      email: "Correo",
      company: "Empresa",
      phone: "Teléfono/WhatsApp",
      interest: "Interés",
      message: "Mensaje",
      timezone: "Zona horaria del visitante",
      summary: "Resumen",
      manage: "Enlace de gestión",
      score: "Puntuación (0-100)",
      booking: "Reserva (id)",
      thread: "Conversación (id)",
    },
    leadNeeds: {
      heading: "Lo que contó que necesita:",
      teamSize: "Personas en el equipo",
      agents: "Agentes de chat",
      users: "Usuarios activos al mes",
      channels: "Canales",
      monthlyConversations: "Conversaciones al mes",
      industry: "Sector",
      plan: "Plan",
    },
    transcript: {
      heading: "La conversación ({count} últimos mensajes):",
      user: "Visitante",
      assistant: "Asistente",
    },
  },
  en: {
    meetingNames: { demo: "Free demo", "ai-development": "AI development consultation" },
    meetingLink: "Meeting link: {url}",
    meetingLinkLater: "We will send you the video call link before the meeting.",
    reasonLine: "Reason: {reason}",
    visitor: {
      created: {
        subject: "Confirmed: {meeting} with {business}, {when}",
        body: "Hi {name},\n\nYour meeting is confirmed.\n\n{meeting}\n{when} ({timezone})\n{meetingLine}\n\nThe calendar invitation is attached.\n\nTo change the time or cancel, use your private link:\n{manageUrl}\n\nSee you soon,\n{business}",
      },
      rescheduled: {
        subject: "New time: {meeting} with {business}, {when}",
        body: "Hi {name},\n\nYour meeting has a new time.\n\nBefore: {previousWhen}\nNow: {when} ({timezone})\n{meetingLine}\n\nThe updated calendar invitation is attached.\n\nTo change it again or cancel:\n{manageUrl}\n\nSee you soon,\n{business}",
      },
      cancelled: {
        subject: "Cancelled: {meeting} with {business}, {when}",
        body: "Hi {name},\n\nYour meeting on {when} ({timezone}) is cancelled.\n{reasonLine}\n\nThe attached cancellation removes it from your calendar.\n\nYou are welcome to book another one on our website any time.\n\n{business}",
      },
      reminder: {
        subject: "Reminder: {meeting} with {business} tomorrow, {when}",
        body: "Hi {name},\n\nA reminder of your meeting.\n\n{meeting}\n{when} ({timezone})\n{meetingLine}\n\nIf you cannot make it, change the time or cancel here:\n{manageUrl}\n\nSee you soon,\n{business}",
      },
    },
    owner: {
      created: {
        subject: "New booking: {meeting}, {when}, {name}",
        body: "A new booking.\n\n{meeting}\n{when} ({timezone})\n{meetingLine}\n\n{details}",
      },
      rescheduled: {
        subject: "Booking moved: {meeting}, {when}, {name}",
        body: "A booking has a new time.\n\nBefore: {previousWhen}\nNow: {when} ({timezone})\n\n{details}",
      },
      cancelled: {
        subject: "Booking cancelled: {meeting}, {when}, {name}",
        body: "A booking was cancelled.\n\n{meeting}\n{when} ({timezone})\n{reasonLine}\n\n{details}",
      },
      reminder: {
        subject: "Tomorrow: {meeting}, {when}, {name}",
        body: "A reminder of tomorrow's meeting.\n\n{meeting}\n{when} ({timezone})\n{meetingLine}\n\n{details}",
      },
      lead: {
        subject: "New contact from the assistant: {name}",
        body: "The sales assistant captured a contact.\n\n{details}\n\n{needs}\n\n{transcript}",
      },
    },
    fields: {
      name: "Name",
      email: "E-mail",
      company: "Company",
      phone: "Phone/WhatsApp",
      interest: "Interest",
      message: "Message",
      timezone: "Visitor's time zone",
      summary: "Summary",
      manage: "Manage link",
      score: "Score (0-100)",
      booking: "Booking (id)",
      thread: "Conversation (id)",
    },
    leadNeeds: {
      heading: "What they said they need:",
      teamSize: "People in the team",
      agents: "Chat agents",
      users: "Active users a month",
      channels: "Channels",
      monthlyConversations: "Conversations a month",
      industry: "Industry",
      plan: "Plan",
    },
    transcript: {
      heading: "The conversation (last {count} messages):",
      user: "Visitor",
      assistant: "Assistant",
    },
  },
} satisfies Record<Lang, Notifications>;
