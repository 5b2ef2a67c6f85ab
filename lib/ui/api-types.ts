/**
 * Response types of the REST API, inferred from the same zod schemas that validate and
 * document it (type-only imports: nothing of the server modules reaches the browser).
 */
import type { z } from "zod";

import type { agent, agentAction, agentEvent, agentMemory, storeExperiment } from "@/lib/agent/schemas";
import type { AgentField, REVIEW_REPLY_TONES } from "@/lib/agent/config";
import type { app, credentials } from "@/lib/apps/schemas";
import type { publicUser } from "@/lib/auth/schemas";
import type { notificationPreference } from "@/lib/notifications/schemas";
import type { pushSubscription } from "@/lib/push/schemas";
import type { review } from "@/lib/reviews/schemas";
import type { ticketDetail, ticketMessage, ticketSummary, TICKET_STATUSES, TICKET_TYPES } from "@/lib/support/schemas";
import type { task, taskStarted } from "@/lib/tasks/schemas";
import type { version, versionDetail, versionLocalization } from "@/lib/versions/schemas";
import type { VersionTextField } from "@/lib/versions/editable-fields";

export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

export type SessionUser = z.output<typeof publicUser>;
export type App = z.output<typeof app>;
export type Credentials = z.output<typeof credentials>;
export type Task = z.output<typeof task>;
export type TaskStarted = z.output<typeof taskStarted>;
export type Version = z.output<typeof version>;
export type VersionDetail = z.output<typeof versionDetail>;
export type VersionLocalization = z.output<typeof versionLocalization>;
export type { VersionTextField, AgentField };
export type Review = z.output<typeof review>;
export type Agent = z.output<typeof agent>;
export type AgentConfig = Agent["config"];
export type AgentAction = z.output<typeof agentAction>;
export type AgentMutation = AgentAction["mutation"];
export type AgentEvent = z.output<typeof agentEvent>;
export type AgentMemory = z.output<typeof agentMemory>;
export type StoreExperiment = z.output<typeof storeExperiment>;
export type ReviewReplyTone = (typeof REVIEW_REPLY_TONES)[number];
export type TicketSummary = z.output<typeof ticketSummary>;
export type TicketDetail = z.output<typeof ticketDetail>;
export type TicketMessage = z.output<typeof ticketMessage>;
export type TicketStatus = (typeof TICKET_STATUSES)[number];
export type TicketType = (typeof TICKET_TYPES)[number];
export type NotificationPreference = z.output<typeof notificationPreference>;
export type PushSubscription = z.output<typeof pushSubscription>;
