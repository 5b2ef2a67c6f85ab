import "server-only";

import { Resend } from "resend";

import { truncateText } from "@/lib/text/truncate";

import { EmailDeliveryError, type EmailMessage, type EmailTransport } from "./transport";

const RESEND_API_URL = "https://api.resend.com";

interface ResendTransportOptions {
  apiKey: string;
  /** Tests point this at a local fake; always passed, or the SDK would read `RESEND_BASE_URL` itself. */
  baseUrl?: string;
  /** A hung connection must not hold a job forever; a timeout is reported as retriable. */
  timeoutMs?: number;
}

// Resend's error names that mean "later may work", for answers that carry no status.
const RETRIABLE_REASONS = new Set([
  "rate_limit_exceeded",
  "daily_quota_exceeded",
  "monthly_quota_exceeded",
  "concurrent_idempotent_requests",
  "application_error",
  "internal_server_error",
]);

/** Sends through Resend's HTTP API. Config comes from the caller, never from the environment. */
export function createResendTransport({ apiKey, baseUrl = RESEND_API_URL, timeoutMs = 15_000 }: ResendTransportOptions): EmailTransport {
  // The SDK falls back to process.env.RESEND_API_KEY when given nothing; refuse instead.
  if (!apiKey) throw new Error("createResendTransport needs an API key.");
  // Kept in this closure only: the transport object has nothing a logger could print the key from.
  const client = new Resend(apiKey, { baseUrl: baseUrl.replace(/\/+$/, "") });
  const redact = (value: string) => value.replaceAll(apiKey, "[redacted]").replace(/\bre_[A-Za-z0-9_-]{8,}/g, "[redacted]");

  return {
    name: "resend",
    async send(message: EmailMessage) {
      let result: Awaited<ReturnType<typeof client.emails.send>>;
      try {
        result = await client.emails.send(
          {
            from: message.from,
            to: message.to,
            subject: message.subject,
            html: message.html,
            text: message.text,
            ...(message.tags?.length ? { tags: message.tags } : {}),
          },
          { idempotencyKey: message.idempotencyKey, signal: AbortSignal.timeout(timeoutMs) },
        );
      } catch {
        // The SDK reports failures as values; anything thrown is unexpected and its text unvetted.
        throw new EmailDeliveryError("Resend could not be reached.", {
          transport: "resend",
          retriable: true,
          status: null,
          reason: "application_error",
        });
      }

      const { data, error, headers } = result;
      if (error) throw deliveryError(error, headers, redact);
      if (!data?.id) {
        // Accepted but unidentifiable: it may have been sent, so retrying could deliver it twice.
        throw new EmailDeliveryError("Resend accepted the email but returned no id.", {
          transport: "resend",
          retriable: false,
          status: null,
          reason: "invalid_response",
        });
      }
      return { id: data.id };
    },
  };
}

/**
 * Resend's `{ error }` as a typed error. Rate limits (429), provider failures (5xx) and no
 * answer at all are retriable; everything else (validation, bad key, refused sender) is not.
 */
function deliveryError(
  error: { name: string; message: string; statusCode: number | null },
  headers: Record<string, string> | null,
  redact: (value: string) => string,
): EmailDeliveryError {
  // The SDK copies the status from the response body, so a malformed body can lack it.
  const status = typeof error.statusCode === "number" ? error.statusCode : null;
  const reason = typeof error.name === "string" ? error.name : "unknown_error";
  const retriable =
    status === null ? RETRIABLE_REASONS.has(reason) : status === 429 || status >= 500 || reason === "concurrent_idempotent_requests";
  const retryAfter = Number(headers?.["retry-after"]);
  const providerMessage = truncateText(redact(String(error.message ?? "")), 300);
  return new EmailDeliveryError(`Resend did not accept the email (${status ?? "no response"} ${reason}): ${providerMessage}`, {
    transport: "resend",
    retriable,
    status,
    reason,
    ...(Number.isFinite(retryAfter) && retryAfter >= 0 ? { retryAfterSeconds: retryAfter } : {}),
  });
}
