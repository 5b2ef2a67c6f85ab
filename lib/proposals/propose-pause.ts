import "server-only";

import type { Tx } from "@/lib/db/client";
import type { App, AppVersion } from "@/lib/db/generated/client";
import { recordTeamEvent } from "@/lib/teams/audit-log";

import { memberProposalView, withPeople, type ProposalView } from "./proposal-views";

/**
 * The release guard's proposal to pause a version's phased release, in the app's approval queue
 * with its reason (`rationale`); approving it pauses the rollout as the approver
 * (./decide-proposal.ts). Proposed by nobody: the team's log records it without an actor.
 */
export async function proposePhasedReleasePause(tx: Tx, app: App, version: AppVersion, rationale: string): Promise<ProposalView> {
  const row = await tx.proposal.create({
    data: {
      appId: app.id,
      kind: "phased_release_pause",
      targetId: version.id,
      changes: { phasedRelease: "PAUSED" },
      before: { phasedRelease: version.phasedReleaseState },
      rationale,
    },
    include: withPeople,
  });
  const view = memberProposalView(row);
  await recordTeamEvent(tx, {
    teamId: app.teamId,
    actorId: null,
    action: "proposal.created",
    data: { proposalId: row.id, appId: app.id, appName: app.name, summary: view.summary, changes: view.changes },
  });
  return view;
}
