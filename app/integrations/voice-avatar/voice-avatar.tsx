import { Fragment, useEffect, useRef, useState, type ReactNode } from "react";
import { cn } from "../../lib/cn.ts";
import { loadRuntimeIntegrations } from "../runtime.ts";

/** The avatar container's height (docs/product/spec.md §9); "show" enlarges it, "hide" returns it to this. */
export const AVATAR_HEIGHT_PX = 400;
export const AVATAR_EXPANDED_HEIGHT_PX = 560;

type State = "loading" | "waiting" | "ready" | "expanded" | "off";

/** Messages the avatar's streaming embed posts to its parent page. */
export type AvatarMessage = { type: "streaming-embed"; action: "init" | "show" | "hide" };

export function isAvatarMessage(data: unknown): data is AvatarMessage {
  if (!data || typeof data !== "object") return false;
  const { type, action } = data as Record<string, unknown>;
  return (
    type === "streaming-embed" && (action === "init" || action === "show" || action === "hide")
  );
}

type Props = { title: string; loading: string; fallback: ReactNode };

/**
 * The voice avatar (docs/product/spec.md §4, §7): an iframe that may use the microphone, created only when an
 * avatar URL is configured and its container is on the page. It listens to `message` events from
 * the avatar's own origin only, of type 'streaming-embed': init shows the frame, show enlarges
 * the container, hide returns it to 400 px. Without an avatar: the fallback, never a broken frame.
 */
export function VoiceAvatar({ title, loading, fallback }: Props) {
  const container = useRef<HTMLDivElement>(null);
  const [url, setUrl] = useState<string>();
  const [state, setState] = useState<State>("loading");

  useEffect(() => {
    let active = true;
    void loadRuntimeIntegrations().then((config) => {
      if (!active) return;
      const configured = config?.voiceAvatarUrl;
      if (!configured || !container.current) return setState("off");
      setUrl(configured);
      setState("waiting");
    });
    return () => {
      active = false;
    };
  }, []);

  useEffect(() => {
    if (!url) return;
    const origin = new URL(url).origin;
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== origin || !isAvatarMessage(event.data)) return;
      const { action } = event.data;
      setState(action === "show" ? "expanded" : "ready");
    };
    window.addEventListener("message", onMessage);
    return () => window.removeEventListener("message", onMessage);
  }, [url]);

  // Keyed apart so the fallback mounts fresh nodes: reconciled into the frame's container, its text
  // reused the loading line's <p> and counted as a layout shift (CLS 0.027 on /welcome).
  if (state === "off") return <Fragment key="fallback">{fallback}</Fragment>;
  const expanded = state === "expanded";
  return (
    <div
      key="frame"
      ref={container}
      data-state={state}
      style={{ height: expanded ? AVATAR_EXPANDED_HEIGHT_PX : AVATAR_HEIGHT_PX }}
      className="relative overflow-hidden rounded-2xl bg-night transition-[height] duration-300"
    >
      {url && (
        <iframe
          src={url}
          title={title}
          allow="microphone"
          className={cn(
            "size-full border-0 transition-opacity",
            state === "waiting" ? "opacity-0" : "opacity-100",
          )}
        />
      )}
      {(state === "loading" || state === "waiting") && (
        <p
          role="status"
          className="absolute inset-0 flex items-center justify-center text-sm text-slate-300"
        >
          {loading}
        </p>
      )}
    </div>
  );
}
