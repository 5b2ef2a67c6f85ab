import "server-only";

import type { z } from "zod";

import { DECIDED_WITH, type Mutation } from "@/lib/agent/mutations";
import { summarizeChange, type ReviewFacts } from "@/lib/agent/describe-change";
import type { AgentAction, Proposal, User } from "@/lib/db/generated/client";
import type { proposal, PROPOSAL_KINDS } from "@/lib/revisions/schemas";
import { roleAllows, TEAM_ROLES, type TeamPermission } from "@/lib/teams/roles";
import { STORE_TEXT_FIELD_LABELS, type StoreTextField } from "@/lib/text/store-fields";
import { phasedReleaseStateInWords } from "@/lib/text/version-states";

export type ProposalView = z.input<typeof proposal>;
type ProposalKind = (typeof PROPOSAL_KINDS)[number];
type Person = Pick<User, "id" | "email" | "name">;

/** The permission that publishes each kind, so also approves a proposal of it: the one that decides the agent's change of that kind. */
export const PUBLISHED_WITH: Record<ProposalKind, TeamPermission> = {
  version_localization: DECIDED_WITH.update_localization,
  app_info_localization: DECIDED_WITH.update_localization,
  review_response: DECIDED_WITH.reply_to_review,
  experiment: DECIDED_WITH.create_experiment,
  phased_release_pause: "versions.manage",
};

/** The permission that proposes each kind (an experiment is only ever the agent's). */
export const PROPOSED_WITH: Partial<Record<ProposalKind, TeamPermission>> = {
  version_localization: "metadata.propose",
  app_info_localization: "metadata.propose",
  review_response: "replies.propose",
};

/** Who proposed and who decided, as a proposal's view shows them. */
const personColumns = { select: { id: true, email: true, name: true } } as const;
export const withPeople = { proposedBy: personColumns, decidedBy: personColumns } as const;

const approverRoles = (kind: ProposalKind) => TEAM_ROLES.filter((role) => roleAllows(role, PUBLISHED_WITH[kind]));
const person = (user: Person | null) => (user ? { userId: user.id, email: user.email, name: user.name } : null);

/** A member's changes in words: "Change the description (en-US)", "Reply to a review". */
function summaryOf(kind: ProposalKind, locale: string | null, fields: string[]): string {
  if (kind === "review_response") return "Reply to a review";
  if (kind === "phased_release_pause") return "Pause the version's phased release";
  const labels = fields.map((field) => STORE_TEXT_FIELD_LABELS[field as StoreTextField]?.toLowerCase() ?? field);
  return `Change the ${labels.join(", ")}${locale ? ` (${locale})` : ""}${kind === "app_info_localization" ? " of the app information" : ""}`;
}

type Values = Record<string, string | null>;

export function memberProposalView(row: Proposal & { proposedBy: Person | null; decidedBy: Person | null }): ProposalView {
  const kind = row.kind as ProposalKind;
  const shown = (row.published ?? row.changes) as Values;
  const before = row.before as Values;
  // The guard's pause is in words ("rolling out" → "paused"), as its summary is.
  const shownValue = (value: string | null) => (kind === "phased_release_pause" && value ? phasedReleaseStateInWords(value) : value);
  return {
    id: row.id,
    appId: row.appId,
    source: kind === "phased_release_pause" ? "guard" : "member",
    kind,
    summary: summaryOf(kind, row.locale, Object.keys(shown)),
    targetId: row.targetId,
    locale: row.locale,
    rationale: row.rationale,
    changes: Object.entries(shown).map(([field, after]) => ({
      field,
      before: shownValue(before[field] ?? null),
      after: shownValue(after),
    })),
    status: row.status,
    permission: PUBLISHED_WITH[kind],
    approverRoles: approverRoles(kind),
    proposedBy: person(row.proposedBy),
    decidedBy: person(row.decidedBy),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
  };
}

function statusOf(status: AgentAction["status"]): ProposalView["status"] {
  if (status === "pending") return "pending";
  return status === "rejected" || status === "cancelled" || status === "expired" ? "rejected" : "approved";
}

/** The agent's action as the queue shows it: the same shape, proposed by nobody. */
export function agentProposalView(appId: string, action: AgentAction, decidedBy: Person | null = null): ProposalView {
  const mutation = action.mutation as Mutation;
  const common = {
    id: action.id,
    appId,
    source: "agent" as const,
    // The stored review's rating and language, never the proposal's claim.
    summary: summarizeChange(mutation, { review: (action.subject as { review?: ReviewFacts } | null)?.review ?? null }),
    status: statusOf(action.status),
    proposedBy: null,
    decidedBy: person(decidedBy),
    decidedAt: action.decidedAt?.toISOString() ?? null,
    reason: action.status === "rejected" ? action.decisionReason : null,
    rationale: action.rationale,
    createdAt: action.createdAt.toISOString(),
  };
  const kind: ProposalKind =
    mutation.type === "reply_to_review"
      ? "review_response"
      : mutation.type === "create_experiment"
        ? "experiment"
        : mutation.versionId
          ? "version_localization"
          : "app_info_localization";
  const target =
    mutation.type === "reply_to_review"
      ? { targetId: mutation.reviewId, locale: null, changes: [{ field: "response", before: mutation.before, after: mutation.after }] }
      : mutation.type === "create_experiment"
        ? { targetId: null, locale: null, changes: [{ field: "experiment", before: null, after: mutation.after.name }] }
        : {
            targetId: mutation.versionId ?? null,
            locale: mutation.locale,
            changes: [{ field: mutation.field, before: mutation.before, after: mutation.after }],
          };
  return { ...common, ...target, kind, permission: PUBLISHED_WITH[kind], approverRoles: approverRoles(kind) };
}
