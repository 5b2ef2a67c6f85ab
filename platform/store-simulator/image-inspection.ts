// What App Store Connect's processing reads from an uploaded screenshot: whether it is a PNG or a
// JPEG, its pixel size and whether it has an alpha channel. Headers only (PNG's IHDR and the
// chunks before the image data, JPEG's SOFn frame header): nothing is decoded.

export interface ImageFacts {
  format: "png" | "jpeg";
  width: number;
  height: number;
  /** PNG colour types 4 and 6 carry alpha; a tRNS chunk makes any other type transparent. */
  hasAlpha: boolean;
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** The facts of a PNG or JPEG file; null for anything else (or one too damaged to read). */
export function inspectImage(bytes: Uint8Array): ImageFacts | null {
  if (PNG_SIGNATURE.every((value, index) => bytes[index] === value)) return inspectPng(bytes);
  if (bytes[0] === 0xff && bytes[1] === 0xd8) return inspectJpeg(bytes);
  return null;
}

function inspectPng(bytes: Uint8Array): ImageFacts | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const chunkType = (at: number) => String.fromCharCode(...bytes.subarray(at + 4, at + 8));
  // The first chunk must be IHDR: width, height, bit depth, colour type.
  if (bytes.length < 33 || chunkType(8) !== "IHDR") return null;
  const width = view.getUint32(16);
  const height = view.getUint32(20);
  const colourType = bytes[25]!;
  if (width === 0 || height === 0) return null;
  let hasAlpha = colourType === 4 || colourType === 6;
  // tRNS, when present, comes before the first IDAT.
  for (let at = 8; at + 8 <= bytes.length;) {
    const type = chunkType(at);
    if (type === "tRNS") hasAlpha = true;
    if (type === "IDAT" || type === "IEND") break;
    at += 12 + view.getUint32(at);
  }
  return { format: "png", width, height, hasAlpha };
}

// Start-of-frame markers C0–CF carry the frame size, except C4 (Huffman tables), C8 (reserved)
// and CC (arithmetic coding conditioning).
const isStartOfFrame = (marker: number) => marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

function inspectJpeg(bytes: Uint8Array): ImageFacts | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1]!;
    // Fill bytes, and markers without a length (TEM, RSTn): skip.
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2;
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return null; // image data (or its end) before any frame header
    const length = view.getUint16(at + 2);
    if (isStartOfFrame(marker)) {
      if (at + 9 > bytes.length) return null;
      const height = view.getUint16(at + 5);
      const width = view.getUint16(at + 7);
      return width > 0 && height > 0 ? { format: "jpeg", width, height, hasAlpha: false } : null;
    }
    at += 2 + length;
  }
  return null;
}
