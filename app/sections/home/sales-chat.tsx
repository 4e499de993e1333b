import { Bot, Send } from "lucide-react";
import {
  Suspense,
  useCallback,
  useEffect,
  useRef,
  useState,
  type FormEvent,
  type KeyboardEvent,
} from "react";
import { lazyWithPreload } from "../../components/lazy.ts";
import { ScheduleButton } from "../../components/schedule-button.tsx";
import { toast } from "../../components/toast/store.ts";
import { buttonVariants } from "../../components/ui/button.tsx";
import { bookingDefaults } from "../../content/business.ts";
import type { ChatTexts } from "../../content/es/chat.ts";
import { useLanguage } from "../../i18n/language.tsx";
import { useSiteConfig } from "../../config/use-site-config.ts";
import { cn } from "../../lib/cn.ts";
import type { AskOutcome, ChatSlot, ContactFields } from "./sales-chat/ask.ts";
import { MessageBubble } from "./sales-chat/message-bubble.tsx";
import { browserZone, hasExtras, useChat } from "./sales-chat/use-chat.ts";

const ReplyExtras = lazyWithPreload(() => import("./sales-chat/reply-extras.tsx"));
const INPUT_MAX_PX = 120;
/** The visitor's zone (the browser's), else the business's, as the function assumes too. */
const visitorZone = () => browserZone() ?? bookingDefaults.demo.timezone;

/**
 * The home sales-chat card (docs/product/spec.md §2, §4, §5; issue 23): the assistant by name, one greeting, the
 * visitor's message at once, 'Pensando' while waiting, the reply streamed in as it is written,
 * then its actions: free times as buttons, the contact form that books one, the booked meeting,
 * the ways to reach a person. The thread id lives for the browser session. New messages are
 * announced (role=log); on failure a toast, text kept.
 */
export function SalesChat({ texts }: { texts: ChatTexts }) {
  const { lang } = useLanguage();
  const site = useSiteConfig();
  const [timeZone] = useState(visitorZone);
  const { messages, loading, picked, turn } = useChat({
    greeting: texts.greeting,
    lang,
    timezone: timeZone,
  });
  const [input, setInput] = useState("");
  const logRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const latest = messages.findLast((m) => m.role === "assistant" && !m.streaming)?.id;

  /** The newest reply in view: its end, or its start when it and its controls are taller. */
  const scrollToReply = useCallback(() => {
    const log = logRef.current;
    const last = log?.lastElementChild;
    if (!log || !last) return;
    const bottom = log.scrollHeight - log.clientHeight;
    const top =
      last.getBoundingClientRect().top - log.getBoundingClientRect().top + log.scrollTop - 16;
    log.scrollTo({ top: last.hasAttribute("data-reply") ? Math.min(bottom, top) : bottom });
  }, []);
  useEffect(scrollToReply, [messages, loading, scrollToReply]);

  useEffect(() => {
    const el = inputRef.current;
    if (!el) return;
    el.style.height = "auto";
    el.style.height = `${Math.min(el.scrollHeight, INPUT_MAX_PX)}px`;
  }, [input]);

  const failed = () =>
    toast({ title: texts.errorTitle, description: texts.errorText, variant: "destructive" });
  // Back to the input once it is enabled again, unless the reply's contact form took the focus.
  const focusInput = useRef(false);
  useEffect(() => {
    if (loading || !focusInput.current) return;
    focusInput.current = false;
    inputRef.current?.focus();
  }, [loading]);
  const refocus = (outcome: AskOutcome | undefined) => {
    if (outcome?.ok && outcome.answer.actions.some((a) => a.type === "contact")) return;
    if (inputRef.current?.disabled) focusInput.current = true;
    else inputRef.current?.focus();
  };

  async function send(event?: FormEvent) {
    event?.preventDefault();
    const text = input.trim();
    if (!text || loading) return;
    setInput("");
    void ReplyExtras.preload();
    const outcome = await turn(text);
    if (!outcome?.ok) {
      setInput(text);
      if (outcome) failed();
    }
    refocus(outcome);
  }

  async function pick(slot: ChatSlot, label: string) {
    const outcome = await turn(label, { pick: { start: slot.start } });
    if (outcome && !outcome.ok) failed();
    refocus(outcome);
  }

  async function contact(body: ContactFields, summary: string) {
    const outcome = await turn(summary, { contact: body });
    // A refused field is the form's to show; the rest is the card's.
    if (outcome && !outcome.ok && outcome.status !== 400) failed();
    if (outcome?.ok) refocus(outcome);
    return outcome;
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void send();
    }
  }

  return (
    <section
      aria-labelledby="sales-chat-title"
      className="flex h-[600px] w-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white text-left text-ink shadow-xl"
    >
      <div className="flex items-center gap-3 border-b border-slate-200 bg-primary px-5 py-4 text-white">
        <span
          className="grid size-11 place-items-center rounded-full bg-white/15"
          aria-hidden="true"
        >
          <Bot className="size-6" />
        </span>
        <div className="min-w-0">
          <h2 id="sales-chat-title" className="text-lg leading-tight font-semibold">
            {site.assistantName}
          </h2>
          <p className="text-sm text-white/85">{texts.subtitle}</p>
        </div>
        <span className="ml-auto flex items-center gap-1.5 text-xs text-white/85">
          <span className="size-2 rounded-full bg-emerald-300" aria-hidden="true" />
          {texts.online}
        </span>
      </div>
      <div
        ref={logRef}
        role="log"
        aria-label={texts.logLabel}
        // A scrollable region must be reachable by keyboard (axe: scrollable-region-focusable).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        className="flex-1 space-y-3 overflow-y-auto bg-surface px-4 py-4"
      >
        {messages.map((m) => (
          <div
            key={m.id}
            data-reply={m.role === "assistant" ? "" : undefined}
            className={cn("flex flex-col", m.role === "user" ? "items-end" : "items-start")}
          >
            <MessageBubble message={m} texts={texts} assistantName={site.assistantName} />
            {hasExtras(m, m.id === latest) && (
              <Suspense fallback={null}>
                <ReplyExtras
                  message={m}
                  latest={m.id === latest}
                  loading={loading}
                  picked={picked}
                  texts={texts}
                  lang={lang}
                  timeZone={timeZone}
                  onPick={pick}
                  onContact={contact}
                  onShown={scrollToReply}
                />
              </Suspense>
            )}
          </div>
        ))}
        {loading && !messages.some((m) => m.streaming) && (
          <div role="status" className="flex justify-start">
            <p className="rounded-2xl border border-slate-200 bg-white px-4 py-2.5 text-sm">
              <span className="font-medium">{texts.thinking}</span>
              <span className="ml-1 inline-flex gap-0.5" aria-hidden="true">
                {[0, 1, 2].map((d) => (
                  <span
                    key={d}
                    className="size-1.5 animate-bounce rounded-full bg-primary"
                    style={{ animationDelay: `${d * 150}ms` }}
                  />
                ))}
              </span>
              <span className="block text-xs text-slate-600">{texts.thinkingTagline}</span>
            </p>
          </div>
        )}
      </div>
      <form onSubmit={send} className="border-t border-slate-200 p-3">
        <div className="flex items-end gap-2">
          <label htmlFor="sales-chat-input" className="sr-only">
            {texts.inputLabel}
          </label>
          <textarea
            id="sales-chat-input"
            ref={inputRef}
            rows={1}
            maxLength={2000}
            value={input}
            onChange={(e) => setInput(e.target.value)}
            onKeyDown={onKeyDown}
            onFocus={() => void ReplyExtras.preload()}
            disabled={loading}
            placeholder={texts.placeholder}
            aria-describedby="sales-chat-hint"
            className="max-h-[120px] min-h-11 flex-1 resize-none rounded-xl border border-slate-300 bg-white px-3 py-2.5 text-sm disabled:bg-slate-100"
          />
          <button
            type="submit"
            disabled={loading || !input.trim()}
            className={buttonVariants({ variant: "primary", size: "icon" })}
          >
            <Send aria-hidden="true" />
            <span className="sr-only">{texts.send}</span>
          </button>
        </div>
        <p id="sales-chat-hint" className="mt-1.5 text-xs text-slate-600">
          {texts.hint}
        </p>
        <ScheduleButton className="mt-2 w-full">{texts.schedule}</ScheduleButton>
      </form>
    </section>
  );
}
