/**
 * Cover images: the type is read from the bytes (magic numbers), never from the file name or the
 * browser's claim, and so are the width and height the page needs to reserve the space.
 */
import { createHash } from "node:crypto";

export { MAX_IMAGE_BYTES } from "../../app/admin/limits.ts";
const MAX_SIDE = 8000;

export type ImageInfo = { contentType: string; ext: string; width: number; height: number };

export function sniffImage(bytes: Uint8Array): ImageInfo | undefined {
  const b = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const info = png(b) ?? jpeg(b) ?? webp(b);
  if (!info || info.width < 1 || info.height < 1 || info.width > MAX_SIDE || info.height > MAX_SIDE)
    return undefined;
  return info;
}

function png(b: Buffer): ImageInfo | undefined {
  const sig = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  if (b.length < 24 || !b.subarray(0, 8).equals(sig) || b.toString("latin1", 12, 16) !== "IHDR")
    return undefined;
  return {
    contentType: "image/png",
    ext: "png",
    width: b.readUInt32BE(16),
    height: b.readUInt32BE(20),
  };
}

function jpeg(b: Buffer): ImageInfo | undefined {
  if (b.length < 4 || b[0] !== 0xff || b[1] !== 0xd8 || b[2] !== 0xff) return undefined;
  let i = 2;
  while (i + 9 < b.length) {
    if (b[i] !== 0xff) return undefined;
    const marker = b[i + 1]!;
    if (marker === 0xff) {
      i++;
      continue;
    }
    const length = b.readUInt16BE(i + 2);
    // SOF0–SOF15 carry the size, except DHT (C4), JPG (C8) and DAC (CC).
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
      return {
        contentType: "image/jpeg",
        ext: "jpg",
        height: b.readUInt16BE(i + 5),
        width: b.readUInt16BE(i + 7),
      };
    }
    i += 2 + length;
  }
  return undefined;
}

function webp(b: Buffer): ImageInfo | undefined {
  if (
    b.length < 30 ||
    b.toString("latin1", 0, 4) !== "RIFF" ||
    b.toString("latin1", 8, 12) !== "WEBP"
  )
    return undefined;
  const chunk = b.toString("latin1", 12, 16);
  const base = { contentType: "image/webp", ext: "webp" };
  if (chunk === "VP8 ")
    return { ...base, width: b.readUInt16LE(26) & 0x3fff, height: b.readUInt16LE(28) & 0x3fff };
  if (chunk === "VP8L") {
    const bits = b.readUInt32LE(21);
    return { ...base, width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  if (chunk === "VP8X")
    return { ...base, width: b.readUIntLE(24, 3) + 1, height: b.readUIntLE(27, 3) + 1 };
  return undefined;
}

/** Content address: the same bytes always get the same id, so the URL can be cached forever. */
export function imageId(bytes: Uint8Array, info: ImageInfo): string {
  return `${createHash("sha256").update(bytes).digest("hex").slice(0, 32)}.${info.ext}`;
}
