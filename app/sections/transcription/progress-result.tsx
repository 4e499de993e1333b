import { Copy } from "lucide-react";
import { Button } from "../../components/ui/button.tsx";
import type { TranscriptionContent } from "../../content/es/transcription.ts";
import { fill } from "../../i18n/runtime-text.ts";
import type { Phase } from "./use-transcription.ts";

type ProgressProps = {
  texts: TranscriptionContent["progress"];
  phase: Phase;
  progress: number;
  uploadPercent: number;
};

/** The bar: real upload percentage, then 'Procesando video...', then 'Completado'. */
export function TranscriptionProgress({ texts, phase, progress, uploadPercent }: ProgressProps) {
  if (phase === "idle" || phase === "ready") return null;
  const label =
    phase === "uploading"
      ? fill(texts.uploading, { percent: uploadPercent })
      : phase === "processing"
        ? texts.processing
        : texts.done;
  return (
    <div className="space-y-2">
      <div
        role="progressbar"
        aria-label={texts.label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress}
        aria-valuetext={label}
        className="h-3 overflow-hidden rounded-full bg-line"
      >
        <div
          className="h-full rounded-full bg-primary transition-[width] duration-300"
          style={{ width: `${progress}%` }}
        />
      </div>
      <p className="text-sm font-medium text-muted" aria-live="polite">
        {label}
      </p>
    </div>
  );
}

type ResultProps = {
  texts: TranscriptionContent["result"];
  text: string;
  durationSec?: number;
  onCopy: () => void;
};

/** The result box 'Transcripción' with its 'Copiar' button. */
export function TranscriptionResult({ texts, text, durationSec, onCopy }: ResultProps) {
  return (
    <section
      aria-labelledby="transcript-title"
      className="rounded-2xl border border-line bg-white p-6 shadow-sm"
    >
      <div className="flex items-center justify-between gap-4">
        <h3 id="transcript-title" className="text-xl font-bold">
          {texts.title}
        </h3>
        <Button variant="outline" size="sm" onClick={onCopy}>
          <Copy aria-hidden />
          {texts.copy}
        </Button>
      </div>
      <p className="mt-4 whitespace-pre-wrap text-ink">{text}</p>
      {durationSec !== undefined && (
        <p className="mt-4 text-sm text-muted">{fill(texts.details, { seconds: durationSec })}</p>
      )}
    </section>
  );
}
