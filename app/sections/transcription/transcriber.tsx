import { FileVideo, Loader2 } from "lucide-react";
import { Section } from "../../components/section.tsx";
import { Button } from "../../components/ui/button.tsx";
import type { TranscriptionContent } from "../../content/es/transcription.ts";
import { useLanguage } from "../../i18n/language.tsx";
import { fill } from "../../i18n/runtime-text.ts";
import { DropZone } from "./drop-zone.tsx";
import { TranscriptionProgress, TranscriptionResult } from "./progress-result.tsx";
import { useTranscription } from "./use-transcription.ts";

type Props = { content: TranscriptionContent; maxBytes: number };

/** The transcription tool (docs/product/spec.md §2, §4, §5): upload, preview, transcribe, progress, result. */
export function Transcriber({ content, maxBytes }: Props) {
  const { lang } = useLanguage();
  const tool = useTranscription(content, lang, maxBytes);
  const max = Math.round(maxBytes / 1024 / 1024);
  const running = tool.phase === "uploading" || tool.phase === "processing";
  const unavailable = tool.status?.available === false;
  const englishOnly = tool.status?.languages.length === 1 && tool.status.languages[0] === "en";
  return (
    <Section id="transcribe" reveal={false} className="pt-0!">
      <div className="mx-auto max-w-3xl space-y-6">
        <DropZone
          texts={content.upload}
          formats={fill(content.upload.formats, { max })}
          onFile={tool.choose}
        />
        {tool.file && tool.previewUrl && (
          <figure className="space-y-3">
            {/* The visitor's own upload, previewed before transcription: no captions exist yet. */}
            {/* eslint-disable-next-line jsx-a11y/media-has-caption */}
            <video
              key={tool.previewUrl}
              src={tool.previewUrl}
              controls
              preload="metadata"
              aria-label={content.upload.preview}
              className="aspect-video w-full rounded-2xl bg-night"
            />
            <figcaption className="flex items-center gap-2 text-sm text-muted">
              <FileVideo aria-hidden className="size-4 shrink-0" />
              <span className="break-all">
                {fill(content.upload.selected, {
                  name: tool.file.name,
                  size: (tool.file.size / 1024 / 1024).toFixed(1),
                })}
              </span>
            </figcaption>
          </figure>
        )}
        <Button
          size="lg"
          className="w-full"
          disabled={!tool.file || running || unavailable}
          onClick={tool.transcribe}
        >
          {running && <Loader2 aria-hidden className="animate-spin" />}
          {running ? content.actions.running : content.actions.transcribe}
        </Button>
        {/* Known only once the page asks the server, so it goes under the button: above the drop
            zone it would push the tool down as it appears (a layout shift). */}
        {(unavailable || englishOnly) && (
          <p role="status" className="rounded-xl border border-line bg-surface px-4 py-3 text-sm">
            {unavailable ? content.status.unavailable : content.status.englishOnly}
          </p>
        )}
        <TranscriptionProgress
          texts={content.progress}
          phase={tool.phase}
          progress={tool.progress}
          uploadPercent={tool.uploadPercent}
        />
        {tool.result && (
          <TranscriptionResult
            texts={content.result}
            text={tool.result.text}
            durationSec={tool.result.durationSec}
            onCopy={tool.copy}
          />
        )}
      </div>
    </Section>
  );
}
