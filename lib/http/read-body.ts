import { ApiError } from "./errors";

export const MAX_BODY_BYTES = 1024 * 1024;

/**
 * Reads a JSON body, refusing more than MAX_BODY_BYTES without buffering it all:
 * Content-Length is checked first, and the stream is cut off when it runs past the cap.
 * Returns `undefined` for an empty body.
 */
export async function readJsonBody(request: Request): Promise<unknown> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > MAX_BODY_BYTES) throw tooLarge();

  const contentType = request.headers.get("content-type");
  const text = await readTextCapped(request);
  if (text.trim() === "") return undefined;
  if (contentType && !/^application\/([\w.+-]+\+)?json\b/i.test(contentType)) {
    throw new ApiError("unsupported_media_type", "Send the body as application/json.");
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ApiError("invalid_json", "The request body is not valid JSON.");
  }
}

export async function readTextCapped(request: Request): Promise<string> {
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_BODY_BYTES) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(value);
  }
  return new TextDecoder("utf-8", { fatal: false }).decode(Buffer.concat(chunks));
}

const tooLarge = () => new ApiError("payload_too_large", `The body must be at most ${MAX_BODY_BYTES} bytes.`);
