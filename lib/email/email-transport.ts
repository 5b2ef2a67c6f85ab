import "server-only";

import { env } from "@/lib/env";

import { outboxTransport } from "./outbox-transport";
import { createResendTransport } from "./resend-transport";
import type { EmailTransport } from "./transport";

let resend: { apiKey: string; baseUrl: string; transport: EmailTransport } | undefined;

/** Resend when `RESEND_API_KEY` is set, otherwise the database outbox. */
export function emailTransport(): EmailTransport {
  const { RESEND_API_KEY: apiKey, RESEND_BASE_URL: baseUrl } = env();
  if (!apiKey) return outboxTransport;
  if (resend?.apiKey !== apiKey || resend.baseUrl !== baseUrl) {
    resend = { apiKey, baseUrl, transport: createResendTransport({ apiKey, baseUrl }) };
  }
  return resend.transport;
}
