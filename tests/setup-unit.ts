import { afterEach, beforeEach, vi, type MockInstance } from "vitest";

// A test that makes the code log an error fails, unless it expects it (epic-stack's rule).
let consoleError: MockInstance<typeof console.error>;

beforeEach(() => {
  const original = console.error;
  consoleError = vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    original(...args);
    throw new Error("console.error was called: " + args.map(String).join(" "));
  });
});

afterEach(() => {
  consoleError.mockRestore();
});
