import "server-only";

import type { Tx } from "@/lib/db/client";
import type { App, AppVersion } from "@/lib/db/generated/client";

import { withPeople, type ProposalView } from "./proposal-views";
import { recordProposalCreated } from "./propose-change";

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
  return recordProposalCreated(tx, app, row, null);
}
