// Solid-colour PNGs of a given pixel size: the images of the seed's screenshots and previews (whose
// originals were never uploaded), and of an uploaded screenshot whose bytes are gone from memory.
// One colour, one bit per pixel (a palette of one entry): a 2048×2732 image is under a kilobyte
// once deflated, made on first request and kept per size, never stored in the state.

import { crc32, deflateSync } from "node:zlib";

const SIGNATURE = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** Sizes made so far; a handful in practice (the seed uses one per display type). */
const made = new Map<string, Uint8Array>();

/** One PNG chunk: length, type, data and the CRC over type and data. */
export function pngChunk(type: string, data: Uint8Array): Buffer {
  const typeAndData = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  typeAndData.copy(out, 4);
  out.writeUInt32BE(crc32(typeAndData), 8 + data.length);
  return out;
}

/** A colour of its own for each size, so screenshots of different devices look different. */
function colourFor(width: number, height: number): [number, number, number] {
  const hue = ((width * 31 + height * 17) % 360) / 360;
  // A soft tone: HSL with saturation 0.45 and lightness 0.6, to RGB.
  const q = 0.6 + 0.45 - 0.6 * 0.45;
  const p = 2 * 0.6 - q;
  const channel = (t: number) => {
    const x = (t + 1) % 1;
    const v = x < 1 / 6 ? p + (q - p) * 6 * x : x < 1 / 2 ? q : x < 2 / 3 ? p + (q - p) * (2 / 3 - x) * 6 : p;
    return Math.round(v * 255);
  };
  return [channel(hue + 1 / 3), channel(hue), channel(hue - 1 / 3)];
}

/** A valid, opaque PNG of `width` × `height` pixels in one colour. */
export function solidColourPng(width: number, height: number): Uint8Array {
  const key = `${width}x${height}`;
  const cached = made.get(key);
  if (cached) return cached;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 1; // bit depth: one bit per pixel
  header[9] = 3; // colour type: palette (no alpha without a tRNS chunk)
  // Every row: filter byte 0, then palette index 0 for every pixel; all zeros.
  const rows = Buffer.alloc(height * (1 + Math.ceil(width / 8)));
  const png = Buffer.concat([
    SIGNATURE,
    pngChunk("IHDR", header),
    pngChunk("PLTE", Uint8Array.from(colourFor(width, height))),
    pngChunk("IDAT", deflateSync(rows, { level: 9 })),
    pngChunk("IEND", new Uint8Array()),
  ]);
  const bytes = new Uint8Array(png);
  made.set(key, bytes);
  return bytes;
}
