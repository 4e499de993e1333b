import type { ChatTexts } from "../../../content/es/chat.ts";
import { cn } from "../../../lib/cn.ts";
import type { ChatMessage } from "./use-chat.ts";

/**
 * One message of the conversation. A reply still streaming in is `aria-busy`, so screen readers
 * read it once it is complete rather than piece by piece.
 */
export function MessageBubble({
  message,
  texts,
  assistantName,
}: {
  message: ChatMessage;
  texts: ChatTexts;
  assistantName: string;
}) {
  const user = message.role === "user";
  return (
    <p
      aria-busy={message.streaming ? true : undefined}
      className={cn(
        "max-w-[85%] rounded-2xl px-4 py-2.5 text-sm leading-relaxed break-words whitespace-pre-line",
        user ? "bg-primary text-white" : "border border-slate-200 bg-white",
      )}
    >
      <span className="sr-only">{user ? texts.you : assistantName}: </span>
      {user ? message.content : linkify(message.content)}
    </p>
  );
}

/**
 * Web addresses and our own paths in a reply become links (the booking page, pricing, the trial
 * sign-up): "https://…" and a "/path" that starts a word ("24/7" is not one).
 */
const LINK = /(https?:\/\/[^\s)]+[^\s).,:;?!]|(?<=^|[\s(])\/[a-z][\w/-]*[\w/])/g;

function linkify(text: string) {
  return text.split(LINK).map((part, i) =>
    i % 2 ? (
      <a key={i} href={part} className="font-medium text-primary underline underline-offset-2">
        {part}
      </a>
    ) : (
      part
    ),
  );
}
