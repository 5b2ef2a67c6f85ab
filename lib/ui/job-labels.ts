/** Background queues (Inngest function ids) in words; an unknown one is shown as it is. */
const QUEUES: Record<string, string> = {
  "sync-app": "App sync",
  "schedule-syncs": "Sync scheduler",
  "agent-tick": "Agent run",
  "schedule-agents": "Agent scheduler",
  "send-email": "Email delivery",
  "send-push": "Push delivery",
  "send-password-reset": "Password reset link",
  "prune-revoked-sessions": "Signed-out session cleanup",
  "compact-job-status-counts": "Job figures upkeep",
  "process-stripe-event": "Stripe event",
};

export const queueLabel = (queueName: string) => QUEUES[queueName] ?? queueName;
