/** Every kind of entry in an agent's event log (client-safe: the schemas and the UI name them). */
export const AGENT_EVENT_KINDS = [
  "enabled",
  "disabled",
  "config_changed",
  "observation",
  "proposal",
  "no_proposal",
  "approval",
  "rejection",
  "cancelled",
  "expired",
  "execution",
  "execution_failed",
  "sleep",
  "wake",
  "error",
  "quota_reached",
  "brain_fallback",
  "review_held",
  "wish_read",
] as const;
export type AgentEventKind = (typeof AGENT_EVENT_KINDS)[number];

/** Why a review waits for a person (a `review_held` entry's `why`), and the words for it after "This review". */
export const HELD_REASON_WORDS = {
  instructions: "reads like instructions to an AI",
  spam: "reads like spam or advertising",
  abusive: "is abusive",
} as const;
export type HeldReason = keyof typeof HELD_REASON_WORDS;
