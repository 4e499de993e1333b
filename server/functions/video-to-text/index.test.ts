import { describe, expect, it } from "vitest";
import { createLogger } from "../../logger.ts";
import { createTestApp } from "../../../tests/support/test-app.ts";
import { loadServerEnv } from "../../env.ts";
import { chooseSpeechEngine, createVideoToText } from "./index.ts";

const logger = createLogger("silent");

describe("video-to-text configuration", () => {
  it("uses the local engine by default where pocketsphinx is installed", () => {
    expect(chooseSpeechEngine(loadServerEnv({})).engine?.name).toBe("local");
  });

  it("uses the OpenAI-compatible engine when asked or when local is missing but it is configured", () => {
    const asked = loadServerEnv({ SPEECH_ENGINE: "openai", OPENAI_API_KEY: "sk-x" });
    expect(chooseSpeechEngine(asked).engine?.name).toBe("openai");
    const fallback = loadServerEnv({
      POCKETSPHINX_PATH: "/nowhere/pocketsphinx",
      OPENAI_SPEECH_BASE_URL: "http://127.0.0.1:9/v1",
    });
    expect(chooseSpeechEngine(fallback).engine?.name).toBe("openai");
    const none = chooseSpeechEngine(loadServerEnv({ POCKETSPHINX_PATH: "/nowhere/ps" }));
    expect(none.engine).toBeUndefined();
    expect(none.reason).toContain("OPENAI_SPEECH_API_KEY");
  });

  it("stops at start on invalid values, naming each", () => {
    expect(() => loadServerEnv({ SPEECH_ENGINE: "magic", TRANSCRIBE_CONCURRENCY: "0" })).toThrow(
      /SPEECH_ENGINE[\s\S]*TRANSCRIBE_CONCURRENCY/,
    );
  });

  it("is mounted in the app and reported by /healthz; without ffmpeg it says unavailable", async () => {
    for (const [env, status] of [
      [{}, "local"],
      [{ FFMPEG_PATH: "/nowhere/ffmpeg" }, "unavailable"],
    ] as const) {
      const fn = createVideoToText(loadServerEnv(env), logger);
      const app = await createTestApp({
        functions: [{ name: "video-to-text", app: fn.app }],
        engines: { speech: fn.status },
      });
      expect((await app.request("/transcripcion")).headers.get("cache-control")).toBe("no-cache");
      expect(await (await app.request("/healthz")).json()).toMatchObject({
        engines: { speech: status },
      });
      const info = await (await app.request("/functions/v1/video-to-text")).json();
      expect(info).toMatchObject({ available: status === "local" });
      if (status === "unavailable") {
        const res = await app.request("/functions/v1/video-to-text?lang=en", {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: '{"videoBase64":"AAAA"}',
        });
        expect(res.status).toBe(503);
        expect(await res.json()).toEqual({
          error: {
            code: "unavailable",
            message:
              "Video transcription is not available right now. Please try again later or contact us.",
          },
        });
      }
    }
  });
});
