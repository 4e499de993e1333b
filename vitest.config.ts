import { defineConfig } from "vitest/config";

// Unit and server tests. The React Router plugin is left out on purpose: tests import modules directly.
export default defineConfig({
  test: {
    include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "scripts/**/*.test.ts"],
    environment: "node",
    pool: "forks",
    setupFiles: ["./tests/setup-unit.ts"],
    testTimeout: 20_000,
  },
});
