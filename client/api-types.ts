/**
 * Names for the API's response types that components take as props, inferred from the same zod
 * schemas that validate and document them (type-only imports). A call's result needs no name
 * here: `call`, `useOperation` and `useLoadMore` type it from the operation (`ResultOf`).
 */
import type { z } from "zod";

import type { accessToken, createdAccessToken, profile } from "@/lib/account/schemas";
import type { platformAnalytics } from "@/lib/admin-analytics/schemas";
import type { jobDetail, jobStats, jobSummary, JOB_STATUSES, outboxStatusSchema } from "@/lib/admin-jobs/schemas";
import type { adminUser, ROLES } from "@/lib/admin-users/schemas";
import type { AgentField, REVIEW_REPLY_TONES } from "@/lib/agent/config";
import type { adminAgentDetail, adminAgentSummary, agent, agentAction, agentEvent } from "@/lib/agent/schemas";
import type { appInfo, appInfoLocalization } from "@/lib/app-info/schemas";
import type { proposal, storeRevision } from "@/lib/revisions/schemas";
import type { app, credentials } from "@/lib/apps/schemas";
import type { teamKey } from "@/lib/team-keys/schemas";
import type { billing, planList } from "@/lib/billing/schemas";
import type { dailySales } from "@/lib/sales/schemas";
import type { auditEntry } from "@/lib/audit/schemas";
import type { EMAIL_STATUSES } from "@/lib/email/schemas";
import type { appLocale, appLocales } from "@/lib/locales/schemas";
import type { appSummary } from "@/lib/portfolio/schemas";
import type { review, reviewSummary } from "@/lib/reviews/schemas";
import type { ticketDetail, ticketMessage, TICKET_STATUSES, TICKET_TYPES } from "@/lib/support/schemas";
import type { task } from "@/lib/sync/schemas";
import type { usage } from "@/lib/usage/schemas";
import type { VersionTextField } from "@/lib/versions/editable-fields";
import type { version, versionDetail, versionLocalization } from "@/lib/versions/schemas";

export type Usage = z.output<typeof usage>;
export type Billing = z.output<typeof billing>;
export type PlanInfo = z.output<typeof planList>["items"][number];
export type PlanId = PlanInfo["id"];
export type App = z.output<typeof app>;
export type Proposal = z.output<typeof proposal>;
export type Credentials = z.output<typeof credentials>;
export type TeamKey = z.output<typeof teamKey>;
export type Task = z.output<typeof task>;
export type Version = z.output<typeof version>;
export type VersionDetail = z.output<typeof versionDetail>;
export type VersionLocalization = z.output<typeof versionLocalization>;
export type { VersionTextField, AgentField };
export type Review = z.output<typeof review>;
export type ReviewSummary = z.output<typeof reviewSummary>;
export type AppSummary = z.output<typeof appSummary>;
export type DailySales = z.output<typeof dailySales>;
export type AppInfo = z.output<typeof appInfo>;
export type AppInfoLocalization = z.output<typeof appInfoLocalization>;
export type AppLocales = z.output<typeof appLocales>;
export type AppLocale = z.output<typeof appLocale>;
export type Agent = z.output<typeof agent>;
export type AgentConfig = Agent["config"];
export type AgentAction = z.output<typeof agentAction>;
export type AgentMutation = AgentAction["mutation"];
export type AgentEvent = z.output<typeof agentEvent>;
export type ReviewReplyTone = (typeof REVIEW_REPLY_TONES)[number];
export type TicketDetail = z.output<typeof ticketDetail>;
export type TicketMessage = z.output<typeof ticketMessage>;
export type TicketStatus = (typeof TICKET_STATUSES)[number];
export type TicketType = (typeof TICKET_TYPES)[number];
export type Account = z.output<typeof profile>;
export type AccessToken = z.output<typeof accessToken>;
export type CreatedAccessToken = z.output<typeof createdAccessToken>;

// Admin panel
export type PlatformAnalytics = z.output<typeof platformAnalytics>;
export type Role = (typeof ROLES)[number];
export type AdminUser = z.output<typeof adminUser>;
export type AuditEntry = z.output<typeof auditEntry>;
export type JobStatus = (typeof JOB_STATUSES)[number];
export type JobSummary = z.output<typeof jobSummary>;
export type JobDetail = z.output<typeof jobDetail>;
export type JobStats = z.output<typeof jobStats>;
export type OutboxStatus = z.output<typeof outboxStatusSchema>;
export type AdminAgentSummary = z.output<typeof adminAgentSummary>;
export type AdminAgentDetail = z.output<typeof adminAgentDetail>;
export type EmailStatus = (typeof EMAIL_STATUSES)[number];

export type StoreRevision = z.output<typeof storeRevision>;
