import "server-only";

import { db } from "@/lib/db/client";

/**
 * A file waiting to be sent, kept in the database in pieces of this many bytes, each written by a
 * query of its own as the file streams in. Prisma's driver adapters pass every query's arguments
 * to `@prisma/debug`, which keeps the last 100 calls' arguments even with debugging off: a file
 * written whole would stay in memory long after it was stored, 100 pieces of it are 6.4 MB of
 * base64. Base64 text, not `bytea`: PGlite converts `bytea` through hex a byte at a time (about a
 * second per megabyte).
 */
const CHUNK_BYTES = 48 * 1024;

/** Keeps the bytes of the upload file `fileId` as they are written, in CHUNK_BYTES pieces. */
export function fileChunkWriter(fileId: string): { write(bytes: Buffer): Promise<void>; end(): Promise<void> } {
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  let index = 0;
  const store = async (piece: Buffer) => {
    await db().screenshotUploadChunk.create({ data: { fileId, index: index++, data: piece.toString("base64") }, select: { index: true } });
  };
  return {
    async write(bytes) {
      pending.push(bytes);
      pendingBytes += bytes.length;
      while (pendingBytes >= CHUNK_BYTES) {
        const joined = Buffer.concat(pending, pendingBytes);
        await store(joined.subarray(0, CHUNK_BYTES));
        const rest = joined.subarray(CHUNK_BYTES);
        pending = rest.length > 0 ? [rest] : [];
        pendingBytes = rest.length;
      }
    },
    async end() {
      if (pendingBytes > 0) await store(Buffer.concat(pending, pendingBytes));
      pending = [];
      pendingBytes = 0;
    },
  };
}

/** The kept bytes of `fileId`, or null when none are kept (a copy, whose original is at the store). */
export async function readFileChunks(fileId: string): Promise<Buffer | null> {
  const chunks = await db().screenshotUploadChunk.findMany({ where: { fileId }, orderBy: { index: "asc" }, select: { data: true } });
  return chunks.length === 0 ? null : Buffer.concat(chunks.map((chunk) => Buffer.from(chunk.data, "base64")));
}

/** Drops the kept bytes of these files (sent, failed or refused). */
export async function dropFileChunks(fileIds: string[]): Promise<void> {
  await db().screenshotUploadChunk.deleteMany({ where: { fileId: { in: fileIds } } });
}
