// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { messages } from "../content/messages.server.ts";
import { LanguageProvider, useLanguage } from "./language.tsx";

function Probe() {
  const { lang, t } = useLanguage();
  return (
    <p>
      {lang}: {t("nav.pricing")} / {t("no.such.key")} / {t("footer.rights")}
    </p>
  );
}

describe("useLanguage", () => {
  // The texts come final from the root loader (siteTexts); t() only looks them up.
  it("gives the language, its texts as given and the unknown-key fallback", () => {
    render(
      <LanguageProvider lang="en" messages={messages.en}>
        <Probe />
      </LanguageProvider>,
    );
    expect(
      screen.getByText("en: Pricing / no.such.key / © {year} {company}. All rights reserved."),
    ).toBeTruthy();
  });

  it("fails outside its provider with the spec's message", () => {
    const original = console.error;
    console.error = () => {}; // React reports the thrown render error; that is the point here.
    try {
      expect(() => render(<Probe />)).toThrow("useLanguage must be used within a LanguageProvider");
    } finally {
      console.error = original;
    }
  });
});
