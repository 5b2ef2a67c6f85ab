import { inngestSignature } from "./inngest-signature";

/** The serve() handler's methods, as `serve()` from inngest/next returns them. */
export interface ServeHandler {
  GET: (request: Request, context: unknown) => Promise<Response>;
  POST: (request: Request, context: unknown) => Promise<Response>;
  PUT: (request: Request, context: unknown) => Promise<Response>;
}

export interface SdkAnswer {
  status: number;
  headers: Headers;
  body: unknown;
}

/**
 * Calls the serve handler in-process through Inngest's wire protocol: a signed request, as
 * an Inngest server would send it to /api/inngest.
 */
export async function callServeHandler(
  handler: ServeHandler,
  signingKey: string,
  request: { method: "PUT" | "POST"; query: string; body: unknown; headers?: Record<string, string> },
): Promise<SdkAnswer> {
  // Signatures are checked against wall time (5-minute window), never the runner's test clock.
  const text = JSON.stringify(request.body);
  const response = await handler[request.method](
    new Request(`http://embedded-runner.local/api/inngest${request.query}`, {
      method: request.method,
      headers: {
        "content-type": "application/json",
        "x-inngest-signature": inngestSignature(request.body, signingKey, new Date()),
        ...request.headers,
      },
      body: text,
    }),
    { params: Promise.resolve({}) },
  );
  const raw = await response.text();
  let body: unknown = raw;
  try {
    body = raw ? JSON.parse(raw) : null;
  } catch {
    // not JSON: keep the text (an error page, say)
  }
  return { status: response.status, headers: response.headers, body };
}
