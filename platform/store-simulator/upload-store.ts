// The bytes uploaded for screenshots, held in the sandbox's memory: never in the saved state,
// which is one database row rewritten on every change (ten screenshots of a few megabytes each
// would make every save tens of megabytes). So they do not survive a restart, or the sandbox being
// dropped from memory: parts not yet committed must be sent again, and a processed screenshot's
// image is then served as a solid-colour stand-in of its size (placeholder-png.ts).

/** What one sandbox may hold at once; a part beyond it is refused (the upload answers 507). */
export const UPLOAD_MEMORY_BYTES = 256 * 1024 * 1024;

export interface UploadStore {
  /** Keeps part `index` of a screenshot's upload (a part sent again replaces the earlier bytes); false when memory is full. */
  putPart(screenshotId: string, index: number, bytes: Uint8Array): boolean;
  /** The parts received so far, by index (undefined for a part not received). */
  parts(screenshotId: string, count: number): (Uint8Array | undefined)[];
  /** The committed file, kept as the image served under its asset token; the parts are let go. */
  keepImage(screenshotId: string, assetToken: string, bytes: Uint8Array): void;
  image(assetToken: string): Uint8Array | undefined;
  /** Lets go of a screenshot's parts. */
  forgetParts(screenshotId: string): void;
  /** Lets go of an image (when no screenshot shows it any more). */
  forgetImage(assetToken: string): void;
  clear(): void;
}

export function createUploadStore(limit = UPLOAD_MEMORY_BYTES): UploadStore {
  const partsById = new Map<string, Map<number, Uint8Array>>();
  const images = new Map<string, Uint8Array>();
  let held = 0;

  const forgetParts = (screenshotId: string) => {
    for (const part of partsById.get(screenshotId)?.values() ?? []) held -= part.length;
    partsById.delete(screenshotId);
  };

  return {
    putPart(screenshotId, index, bytes) {
      const parts = partsById.get(screenshotId) ?? new Map<number, Uint8Array>();
      const replaced = parts.get(index)?.length ?? 0;
      if (held - replaced + bytes.length > limit) return false;
      held += bytes.length - replaced;
      parts.set(index, bytes);
      partsById.set(screenshotId, parts);
      return true;
    },
    parts: (screenshotId, count) => Array.from({ length: count }, (_, index) => partsById.get(screenshotId)?.get(index)),
    keepImage(screenshotId, assetToken, bytes) {
      forgetParts(screenshotId);
      held += bytes.length - (images.get(assetToken)?.length ?? 0);
      images.set(assetToken, bytes);
    },
    image: (assetToken) => images.get(assetToken),
    forgetParts,
    forgetImage(assetToken) {
      held -= images.get(assetToken)?.length ?? 0;
      images.delete(assetToken);
    },
    clear() {
      partsById.clear();
      images.clear();
      held = 0;
    },
  };
}
