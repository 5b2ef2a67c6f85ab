import "server-only";

import type { z } from "zod";

import type { updateAppInfoLocalizationInput } from "@/lib/app-info/schemas";
import { prepareAppInfoLocalizationEdit } from "@/lib/app-info/update-app-info-localization";
import { getAppOrThrow } from "@/lib/apps/find-app";
import { db, type Tx } from "@/lib/db/client";
import type { App, Prisma } from "@/lib/db/generated/client";
import { prepareReviewResponse } from "@/lib/reviews/respond-to-review";
import { recordTeamEvent } from "@/lib/teams/audit-log";
import { assertAllowed, membershipOrThrow } from "@/lib/teams/membership";
import { roleAllows } from "@/lib/teams/roles";
import type { updateVersionLocalizationInput } from "@/lib/versions/schemas";
import { prepareVersionLocalizationEdit } from "@/lib/versions/update-version-localization";
import { oneLine } from "@/lib/text/one-line";
import { webhookApp } from "@/lib/webhooks/payload-fields";
import { queueWebhookEvent } from "@/lib/webhooks/queue-webhook-event";

import { memberProposalView, PROPOSED_WITH, PUBLISHED_WITH, withPeople, type ProposalView } from "./proposal-views";

/** A change a member asked for, as the direct edit's operation received it. */
export type ProposalRequest =
  | {
      kind: "version_localization";
      appId: string;
      versionId: string;
      locale: string;
      input: z.output<typeof updateVersionLocalizationInput>;
    }
  | { kind: "app_info_localization"; appId: string; locale: string; input: z.output<typeof updateAppInfoLocalizationInput> }
  | { kind: "review_response"; appId: string; reviewId: string; responseBody: string; acknowledgeWarnings?: boolean };

interface Proposed {
  targetId: string | null;
  locale: string | null;
  changes: Record<string, string | null>;
  before: Record<string, string | null>;
}

/**
 * The approval rule at the door of every store write a member makes: `null` when the member's
 * role publishes the change (the caller writes it now); a proposal, prechecked like the write
 * would be and waiting in the app's queue, when the role only proposes it; `403` naming the
 * publishing permission when the role does neither.
 */
export async function proposeUnlessPublisher(userId: string, request: ProposalRequest): Promise<ProposalView | null> {
  const app = await getAppOrThrow(userId, request.appId);
  const membership = await membershipOrThrow(userId, app.teamId);
  const publish = PUBLISHED_WITH[request.kind];
  if (roleAllows(membership.role, publish)) return null;
  const propose = PROPOSED_WITH[request.kind];
  if (!propose || !roleAllows(membership.role, propose)) assertAllowed(membership, publish);

  const proposed = await prepare(userId, app, request);
  return db().$transaction(async (tx) => {
    const row = await tx.proposal.create({
      data: {
        appId: app.id,
        kind: request.kind,
        targetId: proposed.targetId,
        locale: proposed.locale,
        changes: proposed.changes as Prisma.InputJsonObject,
        before: proposed.before as Prisma.InputJsonObject,
        proposedById: userId,
      },
      include: withPeople,
    });
    return recordProposalCreated(tx, app, row, userId);
  });
}

/** The new proposal in the team's log (by `actorId`, or by nobody for the service's own), as its view. */
export async function recordProposalCreated(
  tx: Tx,
  app: App,
  row: Parameters<typeof memberProposalView>[0],
  actorId: string | null,
): Promise<ProposalView> {
  const view = memberProposalView(row);
  await recordTeamEvent(tx, {
    teamId: app.teamId,
    actorId,
    action: "proposal.created",
    data: { proposalId: row.id, appId: app.id, appName: app.name, summary: view.summary, changes: view.changes },
  });
  await queueWebhookEvent(tx, app.teamId, "proposal.created", {
    app: webhookApp(app),
    proposal: { id: row.id, kind: row.kind, summary: oneLine(view.summary, 200) },
    proposedBy: row.proposedBy?.name ? oneLine(row.proposedBy.name, 100) : null,
  });
  return view;
}

/** The target, what it holds now, and the change, checked by the direct write's own steps. */
async function prepare(userId: string, app: App, request: ProposalRequest): Promise<Proposed> {
  switch (request.kind) {
    case "version_localization": {
      const { version, changes, existing } = await prepareVersionLocalizationEdit(
        userId,
        app.id,
        request.versionId,
        request.locale,
        request.input,
      );
      return proposedFields(version.id, request.locale, changes, existing);
    }
    case "app_info_localization": {
      const { changes, existing } = await prepareAppInfoLocalizationEdit(userId, app.id, request.locale, request.input);
      return proposedFields(null, request.locale, changes, existing);
    }
    case "review_response": {
      const acknowledged = request.acknowledgeWarnings === true;
      const { review } = await prepareReviewResponse(userId, app.id, request.reviewId, request.responseBody, acknowledged);
      return { targetId: review.id, locale: null, changes: { response: request.responseBody }, before: { response: review.responseBody } };
    }
  }
}

function proposedFields(
  targetId: string | null,
  locale: string,
  changes: Record<string, string | null | undefined>,
  existing: Record<string, unknown> | null | undefined,
): Proposed {
  const given = Object.entries(changes).filter(([, value]) => value !== undefined) as [string, string | null][];
  return {
    targetId,
    locale,
    changes: Object.fromEntries(given),
    before: Object.fromEntries(given.map(([field]) => [field, (existing?.[field] as string | null | undefined) ?? null])),
  };
}
