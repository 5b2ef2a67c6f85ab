import "server-only";

import type { z } from "zod";

import { appInfoInUse } from "@/lib/app-info/app-info-in-use";
import type { updateAppInfoLocalizationInput } from "@/lib/app-info/schemas";
import { getAppOrThrow } from "@/lib/apps/find-app";
import { precheckContent } from "@/lib/apps/content-precheck";
import { db } from "@/lib/db/client";
import type { App, Prisma } from "@/lib/db/generated/client";
import { ApiError, notFound } from "@/lib/http/errors";
import { getReviewOrThrow } from "@/lib/reviews/find-review";
import { recordTeamEvent } from "@/lib/teams/audit-log";
import { assertAllowed, membershipOrThrow } from "@/lib/teams/membership";
import { roleAllows } from "@/lib/teams/roles";
import { isAscLocale } from "@/lib/store/locales";
import { getVersionOrThrow } from "@/lib/versions/find-version";
import { precheckEdit, withoutAcknowledgement } from "@/lib/versions/precheck-edit";
import type { updateVersionLocalizationInput } from "@/lib/versions/schemas";

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
    const view = memberProposalView(row);
    await recordTeamEvent(tx, {
      teamId: app.teamId,
      actorId: userId,
      action: "proposal.created",
      data: { proposalId: row.id, appId: app.id, appName: app.name, summary: view.summary, changes: view.changes },
    });
    return view;
  });
}

/** The target, what it holds now, and the change, checked as the direct write checks it. */
async function prepare(userId: string, app: App, request: ProposalRequest): Promise<Proposed> {
  switch (request.kind) {
    case "version_localization": {
      const { version } = await getVersionOrThrow(userId, app.id, request.versionId);
      if (!isAscLocale(request.locale)) throw notFound("locale");
      const [changes, acknowledged] = withoutAcknowledgement(request.input);
      await precheckEdit(app.id, request.locale, changes, acknowledged);
      const existing = await db().versionLocalization.findFirst({ where: { versionId: version.id, locale: request.locale } });
      return proposedFields(version.id, request.locale, changes, existing);
    }
    case "app_info_localization": {
      if (!isAscLocale(request.locale)) throw notFound("locale");
      const [changes, acknowledged] = withoutAcknowledgement(request.input);
      const rows = appInfoInUse(await db().appInfoLocalization.findMany({ where: { appId: app.id } }));
      if (rows.length === 0) throw new ApiError("not_found", "The app has no app information yet: wait for its first sync.");
      const existing = rows.find((row) => row.locale === request.locale);
      if (!existing && changes.name === undefined) {
        throw new ApiError("validation_failed", "App Store Connect needs a name to add a locale.", {
          errors: [{ path: "body.name", message: "Required to add a locale" }],
        });
      }
      await precheckEdit(app.id, request.locale, changes, acknowledged);
      return proposedFields(null, request.locale, changes, existing);
    }
    case "review_response": {
      const { review } = await getReviewOrThrow(userId, app.id, request.reviewId);
      await precheckContent(
        app.id,
        [{ path: "body.responseBody", text: request.responseBody, kind: "reply" }],
        request.acknowledgeWarnings === true,
      );
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
