import { sendPasswordResetLink } from "@/lib/account/password-reset";
import { passwordResetRequested } from "@/lib/events/catalogue";

import { inngest } from "../client";

/**
 * "Forgot password", after the request has answered: emails a reset link if an account has the
 * address (and its hourly budget allows).
 *
 * 1. send: look the account up, issue the link and queue the email (one transaction; the
 *    send-email function delivers it). Nothing happens for an unknown or banned address.
 */
export const sendPasswordReset = inngest.createFunction(
  { id: "send-password-reset", triggers: [passwordResetRequested], retries: 3 },
  async ({ event, step }) => {
    const sent = await step.run("send", () => sendPasswordResetLink(event.data.email));
    return { sent };
  },
);
