import { Bot, Send } from "lucide-react";
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import { demo } from "../../content/business.ts";
import type { ChatTexts } from "../../content/es/chat.ts";
import { ScheduleButton } from "../../components/schedule-button.tsx";
import { buttonVariants } from "../../components/ui/button.tsx";
import { toast } from "../../components/toast/store.ts";
import { useLanguage } from "../../i18n/language.tsx";
import { useSiteConfig } from "../../i18n/page.ts";
import { format } from "../../i18n/translate.ts";
import { cn } from "../../lib/cn.ts";

type Message = { role: "user" | "assistant"; content: string; at: number };

const ENDPOINT = "/functions/v1/assistant-chat";
const THREAD_KEY = "assistant-chat-thread";
const INPUT_MAX_PX = 120;

/**
 * The home sales-chat card (spec §2, §4, §5): the assistant by name, one greeting, the visitor's
 * message at once, 'Pensando' while waiting, the reply appended; the thread id lives for the
 * browser session. New messages are announced (role=log); on failure a toast, text kept.
 */
export function SalesChat({ texts }: { texts: ChatTexts }) {
  const { lang } = useLanguage();
  const site = useSiteConfig();
  const vars = { name: site.assistantName, minutes: demo.chatCardMinutes };
  const [messages, setMessages] = useState<Message[]>(() => [
    { role: "assistant", content: format(texts.greeting, vars), at: 0 },
  ]);
  const [input, setInput] = useState("");
  const [loading, setLoading] = useState(false);
  const logRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);

  useEffect(() => {
    logRef.current?.scrollTo({ top: logRef.current.scrollHeight });
  }, [messages, loading]);

  useEffect(() => {
    const el = inputRef.current;
    if (!el) return;
    el.style.height = "auto";
    el.style.height = `${Math.min(el.scrollHeight, INPUT_MAX_PX)}px`;
  }, [input]);

  async function send(event?: FormEvent) {
    event?.preventDefault();
    const text = input.trim();
    if (!text || loading) return;
    setMessages((m) => [...m, { role: "user", content: text, at: Date.now() }]);
    setInput("");
    setLoading(true);
    try {
      const threadId = sessionStorage.getItem(THREAD_KEY);
      const res = await fetch(ENDPOINT, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ message: text, threadId, lang }),
      });
      const body = (await res.json()) as {
        threadId?: string;
        message?: string;
        error?: { code: string };
      };
      if (body.error?.code === "thread_not_found") sessionStorage.removeItem(THREAD_KEY);
      if (!res.ok || !body.message || !body.threadId)
        throw new Error(body.error?.code ?? String(res.status));
      sessionStorage.setItem(THREAD_KEY, body.threadId);
      setMessages((m) => [...m, { role: "assistant", content: body.message!, at: Date.now() }]);
    } catch {
      setMessages((m) => m.slice(0, -1));
      setInput(text);
      toast({ title: texts.errorTitle, description: texts.errorText, variant: "destructive" });
    } finally {
      setLoading(false);
      requestAnimationFrame(() => inputRef.current?.focus());
    }
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
        aria-label={format(texts.logLabel, vars)}
        // A scrollable region must be reachable by keyboard (axe: scrollable-region-focusable).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        className="flex-1 space-y-3 overflow-y-auto bg-surface px-4 py-4"
      >
        {messages.map((m, i) => (
          <div key={i} className={cn("flex", m.role === "user" ? "justify-end" : "justify-start")}>
            <p
              className={cn(
                "max-w-[85%] rounded-2xl px-4 py-2.5 text-sm leading-relaxed break-words whitespace-pre-line",
                m.role === "user" ? "bg-primary text-white" : "border border-slate-200 bg-white",
              )}
            >
              <span className="sr-only">
                {m.role === "user" ? texts.you : site.assistantName}:{" "}
              </span>
              {m.role === "assistant" ? linkify(m.content) : m.content}
            </p>
          </div>
        ))}
        {loading && (
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
            {format(texts.inputLabel, vars)}
          </label>
          <textarea
            id="sales-chat-input"
            ref={inputRef}
            rows={1}
            maxLength={2000}
            value={input}
            onChange={(e) => setInput(e.target.value)}
            onKeyDown={onKeyDown}
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
