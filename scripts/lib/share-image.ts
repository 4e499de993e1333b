import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { Resvg } from "@resvg/resvg-js";
import satori from "satori";
import { SHARE_IMAGE_SIZE, type ShareImageSource } from "../../app/seo/share-image.server.ts";

/**
 * Draws a share image (1200×630 PNG) with no browser and no network: satori lays the card out to
 * SVG with the self-hosted Inter (@fontsource .woff files), resvg rasterises it. The look follows
 * STYLE.md: light surface, ink title, teal brand, the orange accent, the logo from favicon.svg.
 */
const root = join(import.meta.dirname, "..", "..");
const require = createRequire(import.meta.url);

const colors = {
  primary: "#0a6e6e",
  primarySoft: "#e6f3f3",
  accent: "#bf4e0f",
  ink: "#0f172a",
  muted: "#475569",
  surface: "#f8fafc",
  line: "#e2e8f0",
} as const;

type Node = { type: string; props: Record<string, unknown> & { children?: unknown } };
const el = (
  type: string,
  style: Record<string, unknown>,
  children?: unknown,
  extra = {},
): Node => ({
  type,
  props: { style, children, ...extra },
});

let assets:
  { fonts: { name: string; data: Buffer; weight: 600 | 800 }[]; logo: string } | undefined;

function loadAssets() {
  assets ??= {
    fonts: ([600, 800] as const).map((weight) => ({
      name: "Inter",
      weight,
      data: readFileSync(
        require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`),
      ),
    })),
    logo: `data:image/svg+xml;base64,${readFileSync(join(root, "public", "favicon.svg")).toString("base64")}`,
  };
  return assets;
}

/** Title size by length, so the longest titles (≤ 60 characters) still fit in three lines. */
const titleSize = (title: string) => (title.length <= 28 ? 84 : title.length <= 44 ? 72 : 62);

function card({ title, brand }: ShareImageSource, logo: string): Node {
  const { width, height } = SHARE_IMAGE_SIZE;
  return el(
    "div",
    {
      width,
      height,
      display: "flex",
      position: "relative",
      backgroundColor: colors.surface,
      fontFamily: "Inter",
    },
    [
      // Soft teal disc bleeding off the top-right corner, with the logo's amber dot.
      el("div", {
        position: "absolute",
        top: -220,
        right: -160,
        width: 560,
        height: 560,
        borderRadius: 280,
        backgroundColor: colors.primarySoft,
      }),
      el("div", {
        position: "absolute",
        top: 150,
        right: 150,
        width: 44,
        height: 44,
        borderRadius: 22,
        backgroundColor: "#f59e0b",
      }),
      el(
        "div",
        {
          position: "absolute",
          top: 72,
          left: 80,
          width: width - 160,
          height: height - 72 - 78,
          display: "flex",
          flexDirection: "column",
          justifyContent: "space-between",
        },
        [
          el("div", { display: "flex", alignItems: "center", gap: 20 }, [
            el("img", { width: 72, height: 72 }, undefined, { src: logo, width: 72, height: 72 }),
            el("div", { fontSize: 38, fontWeight: 800, color: colors.primary }, brand),
          ]),
          el(
            "div",
            {
              display: "flex",
              maxWidth: 980,
              fontSize: titleSize(title),
              fontWeight: 800,
              lineHeight: 1.1,
              letterSpacing: -1.5,
              color: colors.ink,
            },
            title,
          ),
          el("div", { display: "flex", alignItems: "center", gap: 16 }, [
            el("div", { width: 120, height: 12, borderRadius: 6, backgroundColor: colors.accent }),
            el("div", { width: 48, height: 12, borderRadius: 6, backgroundColor: colors.primary }),
          ]),
        ],
      ),
      el("div", {
        position: "absolute",
        left: 0,
        bottom: 0,
        width,
        height: 14,
        backgroundColor: colors.primary,
      }),
    ],
  );
}

/** The PNG of one share image. */
export async function renderShareImage(source: ShareImageSource): Promise<Buffer> {
  const { fonts, logo } = loadAssets();
  const svg = await satori(card(source, logo) as unknown as Parameters<typeof satori>[0], {
    ...SHARE_IMAGE_SIZE,
    fonts: fonts.map((f) => ({ ...f, style: "normal" as const })),
  });
  const png = new Resvg(svg, {
    fitTo: { mode: "width", value: SHARE_IMAGE_SIZE.width },
    font: { loadSystemFonts: false },
  })
    .render()
    .asPng();
  return png;
}

/** Width and height from a PNG's IHDR chunk. */
export function pngSize(png: Buffer): { width: number; height: number } {
  if (png.readUInt32BE(0) !== 0x89504e47) throw new Error("not a PNG");
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}
