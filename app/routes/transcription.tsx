import { MAX_VIDEO_BYTES } from "../content/business.ts";
import { transcriptionEn } from "../content/en/transcription.ts";
import { transcriptionEs } from "../content/es/transcription.ts";
import { pageMeta } from "../seo/meta.ts";
import { forRequest, pageTexts } from "../i18n/page-texts.server.ts";
import { IntroHero } from "../sections/common/intro-page.tsx";
import { Transcriber } from "../sections/transcription/transcriber.tsx";
import type { Route } from "./+types/transcription";

export function loader({ request }: Route.LoaderArgs) {
  return {
    ...pageTexts(request, "transcription"),
    content: forRequest(request, { es: transcriptionEs, en: transcriptionEn }),
    maxBytes: MAX_VIDEO_BYTES,
  };
}

export const meta = pageMeta();

export default function TranscriptionPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <IntroHero page={loaderData.page} />
      <Transcriber content={loaderData.content} maxBytes={loaderData.maxBytes} />
    </>
  );
}
