import "server-only";

import type { Tx } from "@/lib/db/client";

/**
 * Every change written to App Store Connect through the service is recorded as a revision, in
 * the transaction that stores what the store accepted: what it was before and after, and who
 * made it (a user's edit, or an agent's action with the owner's approval).
 */

/**
 * Who published a change: a user (the editor, or the approver of a member's proposal, named in
 * `proposal`) or the agent (with the approver's user id).
 */
export type RevisionAuthor =
  | {
      kind: "user";
      userId: string;
      /** The member's proposal being approved; `settle` records its approval in the same transaction as the revision. */
      proposal?: { id: string; proposedById: string | null; settle?: (tx: Tx) => Promise<void> };
    }
  | { kind: "agent"; userId: string; actionId: string };

interface RevisionChange {
  resource: "version_localization" | "app_info_localization" | "review_response" | "experiment" | "screenshot_set";
  resourceId: string | null;
  locale: string | null;
  field: string;
  before: string | null;
  after: string | null;
}

/** Records the changes that changed something (a field written with its own value is no revision). */
export async function recordRevisions(tx: Tx, appId: string, author: RevisionAuthor, changes: RevisionChange[]): Promise<void> {
  const data = changes
    .filter((change) => change.before !== change.after)
    .map((change) => ({
      appId,
      ...change,
      authorKind: author.kind,
      userId: author.userId,
      agentActionId: author.kind === "agent" ? author.actionId : null,
      proposalId: author.kind === "user" ? (author.proposal?.id ?? null) : null,
      proposedById: author.kind === "user" ? (author.proposal?.proposedById ?? null) : null,
    }));
  if (data.length > 0) await tx.storeRevision.createMany({ data });
  if (author.kind === "user") await author.proposal?.settle?.(tx);
}
