import type { Agent, AgentAction, App, EmailStatus, JobStatus, Role, Task, TicketStatus } from "@/client/api-types";
import {
  ACTION_STATUS_LABELS,
  AGENT_STATUS_LABELS,
  EMAIL_STATUS_LABELS,
  JOB_STATUS_LABELS,
  ROLE_LABELS,
  SYNC_STATUS_LABELS,
  TICKET_STATUS_LABELS,
} from "@/client/labels";
import { experimentState, versionState } from "@/client/store-labels";
import type { Tone } from "@/client/tone";

export type { Tone };

const TONES: Record<Tone, string> = {
  neutral: "bg-zinc-100 text-zinc-700 ring-zinc-300 dark:bg-zinc-800 dark:text-zinc-300 dark:ring-zinc-700",
  info: "bg-blue-50 text-blue-700 ring-blue-200 dark:bg-blue-950 dark:text-blue-300 dark:ring-blue-900",
  success: "bg-emerald-50 text-emerald-700 ring-emerald-200 dark:bg-emerald-950 dark:text-emerald-300 dark:ring-emerald-900",
  warning: "bg-amber-50 text-amber-800 ring-amber-200 dark:bg-amber-950 dark:text-amber-300 dark:ring-amber-900",
  danger: "bg-red-50 text-red-700 ring-red-200 dark:bg-red-950 dark:text-red-300 dark:ring-red-900",
};

export function Badge({
  tone = "neutral",
  children,
  pulse = false,
  testId,
}: {
  tone?: Tone;
  children: React.ReactNode;
  pulse?: boolean;
  testId?: string;
}) {
  return (
    <span
      data-testid={testId}
      className={`inline-flex items-center gap-1.5 rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset ${TONES[tone]}`}
    >
      {pulse && <span aria-hidden className="size-1.5 animate-pulse rounded-full bg-current" />}
      {children}
    </span>
  );
}

const SYNC_TONES: Record<App["syncStatus"], Tone> = {
  never: "neutral",
  syncing: "info",
  succeeded: "success",
  failed: "danger",
  waiting: "warning",
};

export function SyncStatusBadge({ status }: { status: App["syncStatus"] }) {
  return (
    <Badge tone={SYNC_TONES[status]} pulse={status === "syncing"} testId="sync-status">
      {SYNC_STATUS_LABELS[status]}
    </Badge>
  );
}

const TASK: Record<Task["status"], [string, Tone]> = {
  queued: ["Waiting to start", "neutral"],
  running: ["Running", "info"],
  succeeded: ["Done", "success"],
  failed: ["Failed", "danger"],
};

export function TaskStatusBadge({ status }: { status: Task["status"] }) {
  const [label, tone] = TASK[status];
  return (
    <Badge tone={tone} pulse={status === "running"}>
      {label}
    </Badge>
  );
}

const AGENT_TONES: Record<Agent["status"], Tone> = {
  disabled: "neutral",
  idle: "neutral",
  thinking: "info",
  awaiting_approval: "warning",
  executing: "info",
  sleeping: "success",
  error: "danger",
};

export function AgentStatusBadge({ status }: { status: Agent["status"] }) {
  return (
    <Badge tone={AGENT_TONES[status]} pulse={status === "thinking" || status === "executing"} testId="agent-status">
      {AGENT_STATUS_LABELS[status]}
    </Badge>
  );
}

const ACTION: Record<AgentAction["status"], Tone> = {
  pending: "warning",
  approved: "info",
  rejected: "neutral",
  cancelled: "neutral",
  expired: "neutral",
  executing: "info",
  executed: "success",
  failed: "danger",
};

export function ActionStatusBadge({ status }: { status: AgentAction["status"] }) {
  return <Badge tone={ACTION[status]}>{ACTION_STATUS_LABELS[status]}</Badge>;
}

/** A version's (or app info's) App Store Connect state in words. */
export function VersionStateBadge({ state }: { state: string | null | undefined }) {
  const [label, tone] = versionState(state);
  return (
    <Badge tone={tone} testId="version-state">
      {label}
    </Badge>
  );
}

export function ExperimentStateBadge({ state }: { state: string }) {
  const [label, tone] = experimentState(state);
  return <Badge tone={tone}>{label}</Badge>;
}

const TICKET: Record<TicketStatus, Tone> = { OPEN: "warning", IN_PROGRESS: "info", RESOLVED: "success", CLOSED: "neutral" };

export function TicketStatusBadge({ status }: { status: TicketStatus }) {
  return <Badge tone={TICKET[status]}>{TICKET_STATUS_LABELS[status]}</Badge>;
}

export const JOB_TONES: Record<JobStatus, Tone> = {
  queued: "neutral",
  running: "info",
  sleeping: "neutral",
  completed: "success",
  failed: "danger",
  cancelled: "neutral",
};

export function JobStatusBadge({ status }: { status: JobStatus }) {
  return (
    <Badge tone={JOB_TONES[status]} pulse={status === "running"} testId="job-status">
      {JOB_STATUS_LABELS[status]}
    </Badge>
  );
}

const EMAIL: Record<EmailStatus, Tone> = { queued: "neutral", sent: "success", failed: "danger" };

export function EmailStatusBadge({ status }: { status: EmailStatus }) {
  return (
    <Badge tone={EMAIL[status]} testId="email-status">
      {EMAIL_STATUS_LABELS[status]}
    </Badge>
  );
}

export function RoleBadge({ role }: { role: Role }) {
  return (
    <Badge tone={role === "admin" ? "warning" : "neutral"} testId="user-role">
      {ROLE_LABELS[role]}
    </Badge>
  );
}
