"use client";

import Link from "next/link";

import { ButtonLink } from "@/components/ui/button";
import { PageHeader } from "@/components/ui/card";
import { EmptyState, Loading } from "@/components/ui/states";
import { planFor } from "@/lib/billing/plans";
import * as teams from "@/lib/teams/operations";
import { roleAllows } from "@/lib/teams/roles";
import { ApiProblem } from "@/client/api-fetch";
import { ROLE_NAMES } from "@/client/team-labels";
import { useOperation } from "@/client/use-operation";

import { TeamAuditLogCard } from "./team-audit-log-card";
import { InvitationsCard } from "./invitations-card";
import { TeamAppsCard } from "./team-apps-card";
import { TeamKeysCard } from "./team-keys-card";
import { MembersCard } from "./members-card";
import { WebhooksCard } from "./webhooks-card";

/** /teams/{teamId}: the team's plan, members and their access, invitations, keys and audit log, as the viewer's role allows. */
export function TeamView({ teamId }: { teamId: string }) {
  const team = useOperation(teams.getTeam, { params: { teamId } });
  if (team.error instanceof ApiProblem && team.error.status === 404) {
    return (
      <EmptyState title="You are not in this team">
        It may have been deleted, or you left it.
        <div className="mt-4">
          <ButtonLink href="/teams">Go to your teams</ButtonLink>
        </div>
      </EmptyState>
    );
  }
  if (!team.data) return <Loading />;
  const { role } = team.data;
  const manages = roleAllows(role, "members.manage");
  return (
    <>
      <nav aria-label="Breadcrumb" className="mb-3 text-sm text-zinc-600 dark:text-zinc-400">
        <Link href="/teams" className="hover:underline">
          Teams
        </Link>
        <span aria-hidden> / </span>
      </nav>
      <PageHeader
        title={team.data.name}
        description={`Your role: ${ROLE_NAMES[role]}.${team.data.personal ? " Your personal team: it goes only with your account." : ""}`}
      />
      <p className="mb-4 text-sm" data-testid="team-plan">
        Plan: <span className="font-medium">{planFor(team.data.planId).name}</span>
        {team.data.paymentFailed && <span className="text-red-700 dark:text-red-300"> (the last payment failed)</span>} ·{" "}
        <Link href={`/settings/billing?team=${encodeURIComponent(teamId)}`} className="underline">
          {roleAllows(role, "billing.manage") ? "Plan, usage and billing" : "Plan and usage"}
        </Link>
      </p>
      <div className="grid gap-6">
        <TeamAppsCard teamId={teamId} />
        <MembersCard teamId={teamId} myRole={role} personal={team.data.personal} />
        {manages && !team.data.personal && <InvitationsCard teamId={teamId} myRole={role} />}
        {roleAllows(role, "keys.manage") && <TeamKeysCard teamId={teamId} />}
        <WebhooksCard teamId={teamId} manages={roleAllows(role, "team.manage")} />
        {roleAllows(role, "audit.read") && <TeamAuditLogCard teamId={teamId} />}
      </div>
    </>
  );
}
