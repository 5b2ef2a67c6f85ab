// What the HTTP server does to each request before Next.js (or the test server's router) sees it.
// Plain JavaScript: the production server (server/main.mjs) runs under Node without a build step,
// and the test server (test/http-server.ts) imports the same code.
import { randomBytes } from "node:crypto";

/** The socket's address, as this process's own server saw it. Never read from the client. */
export const PEER_ADDRESS_HEADER = "x-aps-peer-address";
/** Proof that the header above was set by this process: a random value made at start. */
export const PEER_STAMP_HEADER = "x-aps-peer-stamp";

const STAMP_KEY = Symbol.for("app-publishing-service.peer-stamp");

/** The per-process stamp (created on first use; shared by every module of the process). */
export function peerStamp() {
  globalThis[STAMP_KEY] ??= randomBytes(24).toString("base64url");
  return globalThis[STAMP_KEY];
}

/**
 * The peer address stamped on a request's headers, or null when the request did not come through
 * a server of this process (e.g. `next dev`, or a forged header without the stamp).
 */
export function stampedPeerAddress(headers) {
  const stamp = headers.get(PEER_STAMP_HEADER);
  const address = headers.get(PEER_ADDRESS_HEADER);
  const expected = globalThis[STAMP_KEY];
  return expected && stamp === expected && address ? address : null;
}

/**
 * Stamps the socket's address on a Node request, after removing any copy a client sent, and adds
 * HSTS when the service is served over https.
 */
export function prepareRequest(req, res) {
  if (servesHttps()) res.setHeader("Strict-Transport-Security", "max-age=63072000; includeSubDomains");
  delete req.headers[PEER_ADDRESS_HEADER];
  delete req.headers[PEER_STAMP_HEADER];
  req.headers[PEER_ADDRESS_HEADER] = normalizeAddress(req.socket.remoteAddress);
  req.headers[PEER_STAMP_HEADER] = peerStamp();
}

/** Node's own default is 5 s; proxies and load balancers commonly keep idle connections 60 s. */
const DEFAULT_KEEP_ALIVE_MS = 65_000;

/**
 * How long the server keeps an idle kept-alive connection open (HTTP_KEEP_ALIVE_TIMEOUT_MS,
 * default 65 s): longer than what talks to it keeps its own. A server that closes an idle
 * connection first races the client's next request on it, which then fails: a reset for a
 * client, a 502 from a load balancer. Headers must be able to arrive for as long (Node's rule).
 */
export function configureServer(server) {
  const configured = Number(process.env.HTTP_KEEP_ALIVE_TIMEOUT_MS);
  server.keepAliveTimeout = Number.isInteger(configured) && configured > 0 ? configured : DEFAULT_KEEP_ALIVE_MS;
  server.headersTimeout = server.keepAliveTimeout + 1_000;
  server.on("clientError", answerClientError);
}

/**
 * What Node's HTTP parser refuses before any route sees the request, by its error code: the status
 * Node would answer, and the API's problem code for it (lib/http/error-codes.ts has them too).
 */
export const CLIENT_ERRORS = {
  HPE_HEADER_OVERFLOW: { status: 431, reason: "Request Header Fields Too Large", code: "request_header_too_large" },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, reason: "Request Timeout", code: "request_timeout" },
};
export const MALFORMED = { status: 400, reason: "Bad Request", code: "malformed_request" };
const DETAILS = {
  request_header_too_large: "The request's headers are larger than this server takes (16 KB in all): send fewer or shorter ones.",
  request_timeout: "The request's headers did not arrive in time.",
  malformed_request: "This is not an HTTP request this server can read.",
};

/**
 * Answers a request Node's parser refused as every other error is answered: problem details
 * (Node's own answer has an empty body), then closes the connection, which cannot be trusted to be
 * in step any more.
 */
function answerClientError(error, socket) {
  if (error.code === "ECONNRESET" || !socket.writable) {
    socket.destroy();
    return;
  }
  const { status, reason, code } = CLIENT_ERRORS[error.code] ?? MALFORMED;
  const body = JSON.stringify({ type: `/docs#error-${code}`, title: reason, status, detail: DETAILS[code], code });
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/problem+json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
      `Cache-Control: no-store\r\nConnection: close\r\n\r\n${body}`,
  );
}

/** Served to browsers over https (APP_URL): then they may be told never to use http again (HSTS). */
const servesHttps = () => (process.env.APP_URL ?? "").startsWith("https://");

/** `::ffff:127.0.0.1` (IPv4 on a dual-stack socket) is 127.0.0.1. */
function normalizeAddress(address) {
  if (!address) return "unknown";
  return address.startsWith("::ffff:") && address.includes(".") ? address.slice(7) : address;
}
