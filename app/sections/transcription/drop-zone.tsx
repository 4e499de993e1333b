import { Upload } from "lucide-react";
import { useId, useState, type DragEvent } from "react";
import type { TranscriptionContent } from "../../content/es/transcription.ts";
import { cn } from "../../lib/cn.ts";

type Props = {
  texts: TranscriptionContent["upload"];
  formats: string;
  onFile: (file: File | undefined) => void;
};

/** Drag-and-drop area with a real file input behind its button (keyboard and screen readers). */
export function DropZone({ texts, formats, onFile }: Props) {
  const inputId = useId();
  const hintId = useId();
  const [over, setOver] = useState(false);
  const drop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    onFile(e.dataTransfer.files[0]);
  };
  return (
    <div
      onDragOver={(e) => {
        e.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
      className={cn(
        "flex flex-col items-center gap-3 rounded-2xl border-2 border-dashed px-6 py-10 text-center transition-colors",
        over ? "border-primary bg-primary-soft" : "border-line bg-surface",
      )}
    >
      <Upload aria-hidden className="size-10 text-primary" />
      <p className="text-lg font-semibold">{texts.drop}</p>
      <p className="text-sm text-muted">{texts.or}</p>
      <input
        id={inputId}
        type="file"
        accept="video/*"
        aria-describedby={hintId}
        className="peer sr-only"
        onChange={(e) => {
          onFile(e.target.files?.[0]);
          e.target.value = "";
        }}
      />
      <label
        htmlFor={inputId}
        className="inline-flex h-11 cursor-pointer items-center rounded-full border border-primary bg-white px-6 text-sm font-semibold text-primary hover:bg-primary-soft peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-primary"
      >
        {texts.choose}
      </label>
      <p id={hintId} className="text-sm text-muted">
        {formats}
      </p>
    </div>
  );
}
