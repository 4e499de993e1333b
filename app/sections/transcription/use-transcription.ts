import { useCallback, useEffect, useRef, useState } from "react";
import { toast } from "../../components/toast/store.ts";
import type { TranscriptionContent } from "../../content/es/transcription.ts";
import type { Lang } from "../../content/routes.ts";
import { fill } from "../../i18n/runtime-text.ts";

export const FUNCTION_URL = "/functions/v1/video-to-text";
/** Spec §4: while the server works, +5 points every 0.5 s, never past 95 before the reply. */
const CREEP_STEP = 5;
const CREEP_MS = 500;
const CREEP_CAP = 95;
/** The upload fills the first half of the bar; processing creeps over the second. */
const UPLOAD_SHARE = 50;

export type Phase = "idle" | "ready" | "uploading" | "processing" | "done";
export type ServiceStatus = { available: boolean; languages: string[] };
type Result = { text: string; durationSec?: number };

/**
 * The page's whole state machine (docs/product/spec.md §4): no file → file loaded → uploading (real upload
 * percentage) → processing (creeping) → done. A new file or leaving the page aborts the request.
 */
export function useTranscription(t: TranscriptionContent, lang: Lang, maxBytes: number) {
  const [file, setFile] = useState<File>();
  const [previewUrl, setPreviewUrl] = useState<string>();
  const [phase, setPhase] = useState<Phase>("idle");
  const [uploadPercent, setUploadPercent] = useState(0);
  const [progress, setProgress] = useState(0);
  const [result, setResult] = useState<Result>();
  const [status, setStatus] = useState<ServiceStatus>();
  const xhr = useRef<XMLHttpRequest | null>(null);
  const creep = useRef<ReturnType<typeof setInterval>>(undefined);
  const max = Math.round(maxBytes / 1024 / 1024);

  const stop = useCallback(() => {
    clearInterval(creep.current);
    const request = xhr.current;
    xhr.current = null;
    request?.abort();
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    fetch(FUNCTION_URL, { signal: controller.signal, cache: "no-store" })
      .then((res) => res.json() as Promise<ServiceStatus>)
      .then(setStatus)
      .catch(() => {});
    return () => {
      controller.abort();
      stop();
    };
  }, [stop]);

  useEffect(() => () => void (previewUrl && URL.revokeObjectURL(previewUrl)), [previewUrl]);

  const fail = (description: string) => {
    stop();
    setPhase(file ? "ready" : "idle");
    setProgress(0);
    setUploadPercent(0);
    toast({ title: t.toasts.errorTitle, description, variant: "destructive" });
  };

  function choose(next: File | undefined) {
    if (!next) return;
    if (!next.type.startsWith("video/")) {
      toast({ ...t.toasts.invalidType, variant: "destructive" });
      return;
    }
    // The original skipped this on drop; both paths check it here.
    if (next.size > maxBytes) {
      const description = fill(t.toasts.tooLarge.description, { max });
      toast({ title: t.toasts.tooLarge.title, description, variant: "destructive" });
      return;
    }
    stop();
    setFile(next);
    setPreviewUrl(URL.createObjectURL(next));
    setResult(undefined);
    setPhase("ready");
    setProgress(0);
    setUploadPercent(0);
    toast(t.toasts.loaded);
  }

  async function transcribe() {
    if (!file) {
      toast({ title: t.toasts.errorTitle, description: t.toasts.noVideo, variant: "destructive" });
      return;
    }
    try {
      await file.slice(0, 1).arrayBuffer();
    } catch {
      fail(t.toasts.unreadable);
      return;
    }
    stop();
    setResult(undefined);
    setPhase("uploading");
    setProgress(0);
    setUploadPercent(0);
    const form = new FormData();
    form.set("lang", lang);
    form.set("fileName", file.name);
    form.set("file", file);
    const request = new XMLHttpRequest();
    xhr.current = request;
    request.open("POST", `${FUNCTION_URL}?lang=${lang}`);
    request.upload.onprogress = (e) => {
      if (!e.lengthComputable) return;
      const percent = Math.round((e.loaded / e.total) * 100);
      setUploadPercent(percent);
      setProgress(Math.round((percent * UPLOAD_SHARE) / 100));
    };
    request.upload.onload = () => {
      setPhase("processing");
      setProgress(UPLOAD_SHARE);
      creep.current = setInterval(
        () => setProgress((p) => Math.min(CREEP_CAP, p + CREEP_STEP)),
        CREEP_MS,
      );
    };
    request.onload = () => {
      if (xhr.current !== request) return;
      xhr.current = null;
      clearInterval(creep.current);
      let body: { text?: unknown; durationSec?: unknown; error?: { message?: unknown } } = {};
      try {
        body = JSON.parse(request.responseText);
      } catch {
        // Not JSON: handled below as a failure without a message.
      }
      if (request.status < 200 || request.status >= 300) {
        const message = body.error?.message;
        return fail(typeof message === "string" && message ? message : t.toasts.failed);
      }
      if (typeof body.text !== "string" || !body.text.trim()) return fail(t.toasts.noText);
      const durationSec = typeof body.durationSec === "number" ? body.durationSec : undefined;
      setResult({ text: body.text, durationSec });
      setProgress(100);
      setPhase("done");
      toast(t.toasts.done);
    };
    request.onerror = () => xhr.current === request && fail(t.toasts.generic);
    request.send(form);
  }

  async function copy() {
    if (!result) return;
    try {
      await navigator.clipboard.writeText(result.text);
      toast(t.toasts.copied);
    } catch {
      toast({ title: t.toasts.errorTitle, description: t.toasts.generic, variant: "destructive" });
    }
  }

  return {
    file,
    previewUrl,
    phase,
    progress,
    uploadPercent,
    result,
    status,
    choose,
    transcribe,
    copy,
  };
}
