import { agentTick } from "./agent-tick";
import { compactJobStatusCounts } from "./compact-job-status-counts";
import { deliverWebhook } from "./deliver-webhook";
import { pollVersionsInReviewFunction } from "./poll-versions-in-review";
import { processStoreWebhookFunction } from "./process-store-webhook";
import { processStripeEventFunction } from "./process-stripe-event";
import { pruneAbandonedUploads } from "./prune-abandoned-uploads";
import { pruneExpiredSessions } from "./prune-expired-sessions";
import { scheduleAgents } from "./schedule-agents";
import { scheduleSyncs } from "./schedule-syncs";
import { sendEmail } from "./send-email";
import { sendPasswordReset } from "./send-password-reset";
import { sendPush } from "./send-push";
import { syncApp } from "./sync-app";
import { updateStripeCustomerEmail } from "./update-stripe-customer-email";
import { uploadScreenshots } from "./upload-screenshots";

/** Every function the service serves (at /api/inngest, and to the embedded runner). */
export const functions = [
  pruneExpiredSessions,
  scheduleSyncs,
  syncApp,
  sendEmail,
  sendPasswordReset,
  sendPush,
  agentTick,
  scheduleAgents,
  compactJobStatusCounts,
  processStripeEventFunction,
  updateStripeCustomerEmail,
  processStoreWebhookFunction,
  pollVersionsInReviewFunction,
  uploadScreenshots,
  pruneAbandonedUploads,
  deliverWebhook,
];

/** The queues of the functions served (a function's jobs go to the queue named by its id): what an admin may pause. */
export const servedQueueNames = (): string[] => functions.map((fn) => fn.id());
