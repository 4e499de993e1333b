/** English texts of the booking confirmation and manage pages; same shape as the Spanish ones. */
import type { BookingManageTexts } from "../es/booking-manage.ts";

export const bookingManageEn: BookingManageTexts = {
  loading: "Loading your meeting…",
  details: {
    title: "Your meeting",
    meeting: "Meeting",
    date: "Date",
    time: "Time",
    timeZone: "Time zone",
    duration: "Duration",
    durationValue: "{minutes} minutes",
    bookedAs: "Booked as",
    status: "Status",
    confirmed: "Confirmed",
    cancelled: "Cancelled",
    past: "Already over",
  },
  calendar: {
    title: "Add it to your calendar",
    ics: "Download .ics file",
    icsHint: "For Apple Calendar, desktop Outlook and others.",
    google: "Google Calendar",
    outlook: "Outlook.com",
    eventTitle: "{meeting}: {company}",
    eventDetails:
      "{meeting} with {company}. To change the time or cancel, use the private link in your confirmation e-mail.",
  },
  manageLink: {
    title: "Need to change it?",
    text: "Your private link lets you pick another time or cancel the meeting. You also have it in your e-mail.",
    link: "Change or cancel my meeting",
  },
  noBooking: {
    title: "Your meeting's details are in your e-mail",
    text: "We sent you the invitation with the date, the time and a private link to change or cancel it. Haven't booked your demo yet?",
    cta: "Book a free demo",
  },
  noToken: {
    title: "Your booking link is missing",
    text: "Open this page from the private link in your confirmation e-mail to see, change or cancel your meeting.",
  },
  notFound: {
    title: "We could not find this booking",
    text: "The link does not match any meeting. Check that it is complete, exactly as it arrived in your e-mail.",
  },
  failed: {
    title: "We could not load your meeting",
    text: "Check your connection and try again.",
    retry: "Try again",
  },
  bookNew: "Book a new meeting",
  actions: {
    title: "Plans changed?",
    reschedule: "Change the time",
    cancel: "Cancel the meeting",
  },
  reschedule: {
    title: "Pick the new time",
    intro: "Your current time is not in the list. Pick another one and confirm it.",
    confirmTitle: "Confirm the change",
    from: "Before",
    to: "Now",
    confirm: "Yes, move it to this time",
    back: "Pick another time",
    close: "Change nothing",
    moving: "Moving your meeting…",
    moved: "Done. Your meeting is now on {when}. We sent you the updated invitation.",
    takenFresh: "Here are the free times as they are now.",
  },
  cancel: {
    title: "Cancel the meeting?",
    text: "The time becomes free for someone else, and we will e-mail you the cancellation.",
    reason: "Reason (optional)",
    reasonHint: "It helps us improve. Up to 1000 characters.",
    confirm: "Yes, cancel the meeting",
    keep: "No, keep it",
    cancelling: "Cancelling…",
    done: "Your meeting is cancelled. We e-mailed you the confirmation.",
  },
  cancelled: {
    title: "This meeting is cancelled",
    text: "It is no longer in our calendar. Book another one whenever it suits you.",
    reason: "Reason: {reason}",
  },
  past: {
    title: "This meeting is over",
    text: "It can no longer be changed or cancelled. To talk again, book another meeting.",
  },
  network: "We could not reach the scheduler. Check your connection and try again.",
};
