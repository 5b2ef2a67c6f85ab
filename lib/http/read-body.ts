import { ApiError } from "./errors";

const KiB = 1024;
const MiB = 1024 * KiB;

/**
 * How many bytes a request body may have, by the kind of route that reads it. Every body the
 * service reads goes through `readTextCapped` (or `readBytesCapped`) with one of these (an ESLint rule refuses other
 * ways of reading a request), counted as it streams: a chunked body without Content-Length is
 * cut off at its limit just the same.
 */
export const BODY_LIMITS = {
  /** The API's JSON operations. */
  json: MiB,
  /** next-auth's sign-in and sign-out forms: an email, a password, a CSRF token and a callback. */
  form: 64 * KiB,
  /** Stripe's webhook: an event is a few kilobytes, the largest invoices well under this. */
  webhook: MiB,
  /** Inngest's signed calls to /api/inngest: Inngest caps a run's state at 32 MB. */
  inngest: 32 * MiB,
  /** The built-in store simulator: App Store Connect's request bodies are small JSON documents. */
  storeSimulator: MiB,
  /** A part of a file sent to the built-in store simulator's upload address: App Store Connect's parts are at most 5 MiB. */
  storeSimulatorUpload: 6 * MiB,
  /** A screenshot upload: up to 10 files of at most 20 MB each (lib/screenshots/display-types.ts), and the form around them. */
  screenshotUpload: 10 * 20 * MiB + MiB,
} as const;

export const MAX_BODY_BYTES = BODY_LIMITS.json;
/** Deepest nesting of arrays and objects a JSON body may have; no operation needs more than a few levels. */
const MAX_JSON_DEPTH = 32;

const JSON_CONTENT_TYPE = /^application\/([\w.+-]+\+)?json\s*(;|$)/i;

/**
 * Reads a JSON body, refusing more than MAX_BODY_BYTES without buffering it all:
 * Content-Length is checked first, and the stream is cut off when it runs past the cap.
 * A body must say it is JSON (`Content-Type: application/json`): HTML forms cannot send that
 * across sites without a CORS preflight. Returns `undefined` for an empty body.
 */
export async function readJsonBody(request: Request): Promise<unknown> {
  const text = await readTextCapped(request);
  if (text.trim() === "") return undefined;
  if (!JSON_CONTENT_TYPE.test(request.headers.get("content-type") ?? "")) {
    throw new ApiError("unsupported_media_type", "Send the body as application/json.");
  }
  if (nestingExceeds(text, MAX_JSON_DEPTH)) {
    throw new ApiError("validation_failed", `The body nests arrays and objects more than ${MAX_JSON_DEPTH} levels deep.`, {
      errors: [{ path: "body", message: `Nested more than ${MAX_JSON_DEPTH} levels` }],
    });
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ApiError("invalid_json", "The request body is not valid JSON.");
  }
}

/**
 * Whether JSON text opens more than `limit` arrays or objects inside each other. One pass over
 * the characters, outside strings, without recursion: checked before parsing so that no later
 * step (parsing, validation, NUL checks) ever walks a structure deep enough to exhaust the stack.
 */
export function nestingExceeds(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const char = text.charCodeAt(index);
    if (inString) {
      if (char === 0x5c /* \ */) index++;
      else if (char === 0x22 /* " */) inString = false;
    } else if (char === 0x22) {
      inString = true;
    } else if (char === 0x5b /* [ */ || char === 0x7b /* { */) {
      if (++depth > limit) return true;
    } else if (char === 0x5d /* ] */ || char === 0x7d /* } */) {
      depth--;
    }
  }
  return false;
}

/** The body as text, refusing more than `limit` bytes: by Content-Length first, else while reading. */
export async function readTextCapped(request: Request, limit: number = BODY_LIMITS.json): Promise<string> {
  return new TextDecoder("utf-8", { fatal: false }).decode(await readBytesCapped(request, limit));
}

/** The body's bytes, refusing more than `limit`: by Content-Length first, else while reading. */
export async function readBytesCapped(request: Request, limit: number): Promise<Uint8Array> {
  if (Number(request.headers.get("content-length") ?? "0") > limit) throw tooLarge(limit);
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      discardRest(reader);
      throw tooLarge(limit);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/**
 * The body chunk by chunk as it arrives, for bodies too large to hold whole (a multipart upload):
 * refuses more than `limit` bytes, by Content-Length first, else while reading.
 */
export async function* streamBodyCapped(request: Request, limit: number): AsyncGenerator<Uint8Array> {
  if (Number(request.headers.get("content-length") ?? "0") > limit) throw tooLarge(limit);
  if (!request.body) return;
  const reader = request.body.getReader();
  let size = 0;
  let ended = false;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) {
        ended = true;
        return;
      }
      size += value.byteLength;
      if (size > limit) throw tooLarge(limit);
      yield value;
    }
  } finally {
    // Refused, or the reader stopped early (a bad part): the rest is read away while the answer goes out.
    if (!ended) discardRest(reader);
  }
}

/** Beyond this, a client still sending is cut off (its connection reset) rather than read. */
const MAX_DISCARDED_BYTES = 64 * 1024 * 1024;

/**
 * Reads the rest of a refused body in the background, throwing it away, while the 413 goes out.
 * Cancelling the stream instead would destroy the connection under the answer: the client would
 * see a reset, and so would its next request on a kept-alive connection.
 */
function discardRest(reader: ReadableStreamDefaultReader<Uint8Array>): void {
  void (async () => {
    let discarded = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      discarded += value.byteLength;
      if (discarded > MAX_DISCARDED_BYTES) return reader.cancel();
    }
  })().catch(() => undefined);
}

const tooLarge = (limit: number) => new ApiError("payload_too_large", `The body must be at most ${limit} bytes.`);
