import "server-only";

import { once } from "node:events";

import busboy from "busboy";

import { ApiError } from "./errors";
import { streamBodyCapped } from "./read-body";

/** One file of a multipart body, handed on as it streams in. */
export interface MultipartFile {
  /** The form field it came in, e.g. `files`. */
  field: string;
  /** 0-based among the body's files. */
  index: number;
  fileName: string;
  /** Its bytes as they arrive: read to the end, or not at all (what is not read is skipped; breaking off destroys the stream). */
  content: AsyncIterable<Buffer>;
  /** Once `content` is read: whether it was longer than `maxFileBytes` (then it ended there). */
  truncated(): boolean;
}

export interface MultipartLimits {
  /** The whole body, in bytes. */
  maxBodyBytes: number;
  maxFileBytes: number;
  /** Files beyond this many are reported by `onTooManyFiles`, not read. */
  maxFiles: number;
  maxFields: number;
}

interface MultipartHandlers {
  onField(name: string, value: string): void;
  /** Called once per file, in order, each after the previous one's promise settled (its unread bytes skipped). */
  onFile(file: MultipartFile): Promise<void>;
  onTooManyFiles(): void;
}

/**
 * Reads a `multipart/form-data` body as it streams in (busboy), one file at a time: each file is
 * handed on as a stream, and the next one is read only once `onFile` is done with it, so a request
 * holds no more than the piece being handled. Fields arrive in the order sent. A malformed body is
 * `400 validation_failed`; a body past `maxBodyBytes`, `413 payload_too_large`.
 */
export async function readMultipart(request: Request, limits: MultipartLimits, handlers: MultipartHandlers): Promise<void> {
  const contentType = request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data\s*;/i.test(contentType)) {
    throw new ApiError("unsupported_media_type", "Send the body as multipart/form-data.");
  }
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { "content-type": contentType },
      defParamCharset: "utf8",
      limits: {
        files: limits.maxFiles,
        fileSize: limits.maxFileBytes,
        fields: limits.maxFields,
        fieldSize: 4096,
        parts: limits.maxFiles + limits.maxFields,
      },
    });
  } catch {
    throw malformed();
  }
  let fileCount = 0;
  // Files are handled one after another; a handler's failure stops the rest.
  let handled: Promise<void> = Promise.resolve();
  let failure: unknown = null;
  parser.on("field", (name, value) => handlers.onField(name, value));
  parser.on("filesLimit", () => handlers.onTooManyFiles());
  parser.on("file", (field, stream, info) => {
    const index = fileCount++;
    // A body cut off mid-file fails the file's stream as well as the parser: the parser's error
    // answers the request (and a handler reading the file sees it), so one left unread must not throw.
    stream.on("error", () => undefined);
    // Read only when the previous file is handled: until then busboy holds back the body (the
    // stream's buffer fills, the parser stops taking chunks), so one file at a time is in memory.
    handled = handled
      .then(async () => {
        if (failure) return;
        await handlers.onFile({
          field,
          index,
          fileName: info.filename ?? "",
          content: stream as AsyncIterable<Buffer>,
          truncated: () => stream.truncated === true,
        });
      })
      .catch((error: unknown) => {
        failure ??= error;
      })
      // What the handler left unread is skipped, so busboy goes on to the next part.
      .finally(() => stream.resume());
  });
  const finished = new Promise<void>((resolve, reject) => {
    parser.on("close", resolve);
    parser.on("error", reject);
  });
  // Rejections are awaited below; this keeps an early one from being reported as unhandled.
  finished.catch(() => undefined);
  try {
    for await (const chunk of streamBodyCapped(request, limits.maxBodyBytes)) {
      if (!parser.write(chunk)) await Promise.race([once(parser, "drain"), finished]);
    }
    parser.end();
    await finished;
  } catch (error) {
    parser.destroy();
    throw error instanceof ApiError ? error : malformed();
  }
  await handled;
  if (failure) throw failure;
}

const malformed = () =>
  new ApiError("validation_failed", "The body is not well-formed multipart/form-data.", {
    errors: [{ path: "body", message: "Malformed multipart body" }],
  });
