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
] as const;
export type AgentEventKind = (typeof AGENT_EVENT_KINDS)[number];
