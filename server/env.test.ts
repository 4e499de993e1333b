import { describe, expect, it } from "vitest";
import { siteConfigFrom } from "../app/config/site-config.server.ts";
import { databaseEnvSchema, loadServerEnv } from "./env.ts";
import { readEnv } from "../app/config/env.server.ts";

describe("the environment", () => {
  it("has a working default for everything", () => {
    const env = loadServerEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATA_DIR).toBe("./data");
    expect(env.TRANSCRIBE_CONCURRENCY).toBe(1);
    expect(env.PGLITE_INPROCESS).toBe(false);
    expect(siteConfigFrom(env).siteUrl).toBe("http://localhost:3000");
  });

  it("names every bad variable at once, whichever part of the site it configures", () => {
    expect(() =>
      loadServerEnv({
        SITE_URL: "not a url",
        PORT: "http",
        TRANSCRIBE_CONCURRENCY: "0",
        PGLITE_INPROCESS: "maybe",
      }),
    ).toThrow(/SITE_URL[\s\S]*PORT[\s\S]*TRANSCRIBE_CONCURRENCY[\s\S]*PGLITE_INPROCESS/);
  });

  it("reads a variable by one rule wherever it is used: the commands too", () => {
    const server = loadServerEnv({ DATABASE_URL: "postgres://db/site", OPENAI_API_KEY: "" });
    const command = readEnv(databaseEnvSchema, { DATABASE_URL: "postgres://db/site" });
    expect(command.DATABASE_URL).toBe(server.DATABASE_URL);
    expect(() => readEnv(databaseEnvSchema, { DATA_DIR: "" })).toThrow(/DATA_DIR/);
    expect(() => loadServerEnv({ DATA_DIR: "" })).toThrow(/DATA_DIR/);
    expect(readEnv(databaseEnvSchema, { PGLITE_INPROCESS: "1" }).PGLITE_INPROCESS).toBe(true);
  });

  it("takes site values trimmed, as pages read them", () => {
    const env = loadServerEnv({ COMPANY_NAME: "  Acme IA ", SITE_URL: "https://acme.example/" });
    expect(siteConfigFrom(env)).toMatchObject({
      companyName: "Acme IA",
      siteUrl: "https://acme.example",
    });
  });
});
