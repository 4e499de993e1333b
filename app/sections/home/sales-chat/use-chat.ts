import { useRef, useState } from "react";
import {
  ask,
  type AskOutcome,
  type ChatAction,
  type ChatBooking,
  type ChatRequest,
  type ChatSlot,
} from "./ask.ts";

export type ChatMessage = {
  id: number;
  role: "user" | "assistant";
  content: string;
  /** Pieces are still arriving (aria-busy until the reply is complete). */
  streaming?: boolean;
  actions?: ChatAction[];
  slots?: ChatSlot[];
  booking?: ChatBooking;
};

export const THREAD_KEY = "assistant-chat-thread";

/**
 * The browser's zone, or undefined where Intl cannot tell. The booking widget's detectTimeZone
 * (../../booking/zoned.ts) does the same; that module's formatters load with the booking parts.
 */
export function browserZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

type Options = { greeting: string; lang: string; timezone: string };

/**
 * The conversation's state: the visitor's message shown at once, the reply as it streams in and
 * then as answered (with its actions, free times and booking); a failed turn takes the visitor's
 * message back out, so it can be sent again. The thread id lives for the browser session.
 */
export function useChat({ greeting, lang, timezone }: Options) {
  const [messages, setMessages] = useState<ChatMessage[]>(() => [
    { id: 0, role: "assistant", content: greeting },
  ]);
  const [loading, setLoading] = useState(false);
  // A time was picked and its contact step asked for: the form must have an e-mail.
  const [picked, setPicked] = useState(false);
  const nextId = useRef(1);
  // Synchronous, so a second click in the same frame cannot send a second turn.
  const busy = useRef(false);

  const update = (id: number, change: (m: ChatMessage) => ChatMessage) =>
    setMessages((list) => list.map((m) => (m.id === id ? change(m) : m)));

  /** One turn: undefined when another is under way. */
  async function turn(
    message: string,
    extra: Pick<ChatRequest, "pick" | "contact"> = {},
  ): Promise<AskOutcome | undefined> {
    if (busy.current) return undefined;
    busy.current = true;
    setLoading(true);
    const asked = nextId.current++;
    const reply = nextId.current++;
    setMessages((list) => [...list, { id: asked, role: "user", content: message }]);
    let shown = false;
    try {
      const outcome = await ask(
        {
          message,
          threadId: sessionStorage.getItem(THREAD_KEY),
          lang,
          timezone,
          ...extra,
        },
        {
          onDelta(text) {
            if (!shown) {
              shown = true;
              setMessages((list) => [
                ...list,
                { id: reply, role: "assistant", content: text, streaming: true },
              ]);
            } else update(reply, (m) => ({ ...m, content: m.content + text }));
          },
          onReset: () => update(reply, (m) => ({ ...m, content: "" })),
        },
      );
      if (outcome.ok) {
        const { answer } = outcome;
        sessionStorage.setItem(THREAD_KEY, answer.threadId);
        const done: ChatMessage = {
          id: reply,
          role: "assistant",
          content: answer.message,
          actions: answer.actions,
          slots: answer.slots,
          booking: answer.booking,
        };
        setMessages((list) =>
          shown ? list.map((m) => (m.id === reply ? done : m)) : [...list, done],
        );
        const asksContact = answer.actions.some((a) => a.type === "contact");
        setPicked((was) => !answer.booking && asksContact && (Boolean(extra.pick) || was));
      } else {
        if (outcome.code === "thread_not_found") sessionStorage.removeItem(THREAD_KEY);
        setMessages((list) => list.filter((m) => m.id !== asked && m.id !== reply));
      }
      return outcome;
    } finally {
      busy.current = false;
      setLoading(false);
    }
  }

  return { messages, loading, picked, turn };
}

/** Whether a reply has anything to show under it (ReplyExtras): `latest` is the newest reply. */
export function hasExtras(message: ChatMessage, latest: boolean) {
  if (message.role !== "assistant" || message.streaming) return false;
  if (message.booking || message.actions?.some((a) => a.type === "handoff")) return true;
  return latest && Boolean(message.actions?.length);
}
