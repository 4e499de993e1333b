/**
 * What the sales assistant says at the booking steps the function carries out itself (issue 23,
 * item 6): a time picked from the chat's buttons, the meeting booked from the chat's form, a time
 * taken meanwhile, contact details saved. `{placeholders}` are filled on the server; the meeting's
 * time is written in the visitor's zone and language. The manage link is never written here: the
 * transcript goes to the owner, and the link is the visitor's secret (the card shows it apart).
 */
import type { Lang } from "../routes.ts";

const es = {
  askConfirm:
    "Perfecto: {slot}. Tus datos ya están en el formulario de abajo: revísalos, acepta el aviso de privacidad y queda reservada.",
  askContact:
    "Perfecto: {slot}. Para reservarla, déjame tu nombre y tu correo en el formulario de abajo (el WhatsApp es opcional).",
  booked:
    "¡Listo, {name}! Tu demo gratuita quedó reservada para el {when} (hora de {zone}). Te enviamos la invitación a {email}. Desde la confirmación puedes añadirla a tu calendario, cambiarla o cancelarla.",
  slotTaken:
    "Esa hora se acaba de ocupar. Estos son los próximos horarios libres: ¿cuál te queda bien?",
  noSlots:
    "Ahora mismo no veo horarios libres para ofrecerte aquí; en {link} tienes el calendario completo.",
  tooMany:
    "Ya tienes {max} demos próximas reservadas con ese correo. Puedes cambiar una desde su enlace de confirmación o escribirnos a {email}.",
  leadSaved:
    "¡Gracias, {name}! Guardé tus datos ({contact}) y un especialista te escribe pronto. Si quieres, elige ya una hora para la demo gratuita.",
};

export type ChatBookingTexts = typeof es;

const en: ChatBookingTexts = {
  askConfirm:
    "Great: {slot}. Your details are already in the form below: check them, accept the privacy notice and it's booked.",
  askContact:
    "Great: {slot}. To book it, leave your name and e-mail in the form below (WhatsApp is optional).",
  booked:
    "All set, {name}! Your free demo is booked for {when} ({zone} time). We sent the invitation to {email}. From the confirmation you can add it to your calendar, move it or cancel it.",
  slotTaken: "That time was just taken. Here are the next free times: which one suits you?",
  noSlots: "I can't see free times to offer here right now; the full calendar is at {link}.",
  tooMany:
    "You already have {max} upcoming demos booked with that e-mail. You can move one from its confirmation link or write to us at {email}.",
  leadSaved:
    "Thank you, {name}! I saved your details ({contact}) and a specialist will write to you soon. If you like, pick a time for the free demo now.",
};

export const chatBookingTexts: Record<Lang, ChatBookingTexts> = { es, en };
