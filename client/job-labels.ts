/** Background queues (Inngest function ids) in words; an unknown one is shown as it is. */
const QUEUES: Record<string, string> = {
  "sync-app": "App sync",
  "schedule-syncs": "Sync scheduler",
  "agent-tick": "Agent run",
  "schedule-agents": "Agent scheduler",
  "send-email": "Email delivery",
  "send-push": "Push delivery",
  "send-password-reset": "Password reset link",
  "prune-expired-sessions": "Expired session cleanup",
  "compact-job-status-counts": "Job figures upkeep",
  "process-stripe-event": "Stripe event",
  "update-stripe-customer-email": "Stripe customer email",
  "process-store-webhook": "App Store Connect update",
  "poll-versions-in-review": "Check on versions in review",
  "upload-screenshots": "Screenshot upload",
  "prune-abandoned-uploads": "Unfinished upload cleanup",
  "deliver-webhook": "Webhook delivery",
};

export const queueLabel = (queueName: string) => QUEUES[queueName] ?? queueName;

/** Whether a queue has words of its own (every served function must: a test holds this). */
export const hasQueueLabel = (queueName: string) => queueName in QUEUES;
