/**
 * How a rendered email leaves the application. Two implementations are meant to exist:
 * Resend (`resend-transport.ts`) when `RESEND_API_KEY` is set, and a database outbox that
 * admins can read otherwise. Callers render first (`renderEmail`) and never know which one
 * they got; a transport only delivers.
 */

export interface EmailTag {
  /** ASCII letters, digits, `_` and `-` only (Resend refuses anything else). */
  name: string;
  value: string;
}

export interface EmailMessage {
  to: string;
  /** `Name <address>`; normally `EMAIL_FROM`. */
  from: string;
  subject: string;
  html: string;
  text: string;
  /** Labels for filtering, e.g. `{ name: "template", value: "welcome" }`; an outbox can store them as is. */
  tags?: EmailTag[];
  /**
   * The same key means the same email: a retried job passes the key it used the first time,
   * so a send that succeeded but timed out is not delivered twice (Resend keeps keys 24 hours).
   */
  idempotencyKey?: string;
}

export interface EmailTransport {
  /** Shown to admins and in logs: which way the email went (`resend`, `outbox`). */
  readonly name: string;
  /** Resolves with the transport's own id for the email; rejects with `EmailDeliveryError`. */
  send(message: EmailMessage): Promise<{ id: string }>;
}

/**
 * A failed delivery. `retriable` tells a job whether trying again later can help (rate
 * limits, provider outages, timeouts) or not (a refused address, a bad key). The message
 * is safe to log: it never contains credentials, but it may contain the provider's words,
 * so it is not meant for API responses.
 */
export class EmailDeliveryError extends Error {
  readonly transport: string;
  readonly retriable: boolean;
  /** The provider's HTTP status; null when no answer arrived (network error, timeout). */
  readonly status: number | null;
  /** The provider's error name, e.g. `validation_error`, `rate_limit_exceeded`. */
  readonly reason: string;
  /** From `Retry-After`, when the provider said when to come back. */
  readonly retryAfterSeconds?: number;

  constructor(
    message: string,
    details: { transport: string; retriable: boolean; status: number | null; reason: string; retryAfterSeconds?: number },
  ) {
    super(message);
    this.name = "EmailDeliveryError";
    this.transport = details.transport;
    this.retriable = details.retriable;
    this.status = details.status;
    this.reason = details.reason;
    if (details.retryAfterSeconds !== undefined) this.retryAfterSeconds = details.retryAfterSeconds;
  }
}
