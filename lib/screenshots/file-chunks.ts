import "server-only";

import { db } from "@/lib/db/client";

/**
 * A file waiting to be sent, kept in the database in pieces of this many bytes, each written by a
 * query of its own. Prisma's driver adapters pass every query's arguments to `@prisma/debug`,
 * which keeps the last 100 calls' arguments even with debugging off: a file written whole would
 * stay in memory long after it was stored, a piece of it only briefly. Base64 text, not `bytea`:
 * PGlite converts `bytea` through hex a byte at a time (about a second per megabyte).
 */
const CHUNK_BYTES = 128 * 1024;

/** Keeps a file's bytes for the upload file `fileId`. */
export async function storeFileChunks(fileId: string, content: Buffer): Promise<void> {
  for (let index = 0; index * CHUNK_BYTES < content.length; index++) {
    const data = content.subarray(index * CHUNK_BYTES, (index + 1) * CHUNK_BYTES).toString("base64");
    await db().screenshotUploadChunk.create({ data: { fileId, index, data }, select: { index: true } });
  }
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
