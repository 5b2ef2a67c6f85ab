import type { EmailTransport } from "./transport";

/**
 * The transport when no email provider is configured: the `EmailMessage` row itself is the
 * delivered email, readable by admins at `GET /api/admin/emails`. Nothing leaves the service.
 * Its id for an email is the idempotency key it was given (the row's id).
 */
export const outboxTransport: EmailTransport = {
  name: "outbox",
  async send(message) {
    return { id: message.idempotencyKey ?? "outbox" };
  },
};
