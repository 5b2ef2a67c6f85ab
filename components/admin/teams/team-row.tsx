"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";

import { ProblemAlert } from "@/components/ui/problem-alert";
import { Badge } from "@/components/ui/status-badge";
import { Time } from "@/components/ui/time";
import * as adminTeams from "@/lib/admin-teams/operations";
import * as audit from "@/lib/audit/operations";
import type { PlanId } from "@/lib/billing/plans";
import type { ResultOf } from "@/lib/http/operation";
import { call } from "@/client/call";
import { plural } from "@/client/format";
import { operationKey } from "@/client/operation-keys";
import { replaceInPages } from "@/client/replace-in-pages";
import { ROLE_NAMES } from "@/client/team-labels";

import { PlanChoice, planLabel } from "../plan-choice";

type TeamsPage = ResultOf<typeof adminTeams.listTeams>;
type AdminTeam = TeamsPage["items"][number];

/** One team: members and roles, plan, apps, pending invitations, and the admin's plan choice. */
export function TeamRow({ team }: { team: AdminTeam }) {
  const queryClient = useQueryClient();
  const update = useMutation({
    mutationFn: (planId: PlanId) => call(adminTeams.updateTeam, { params: { teamId: team.id }, body: { planId } }),
    onSuccess: (updated) => {
      replaceInPages(queryClient, adminTeams.listTeams, updated, (item) => item.id === updated.id);
      void queryClient.invalidateQueries({ queryKey: operationKey(audit.listAuditLog) });
    },
  });
  return (
    <li className="flex flex-col gap-2 p-4 text-sm" data-testid="team-row">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 flex-wrap items-center gap-2">
          <span className="font-medium break-words">{team.name}</span>
          {team.personal && <Badge tone="neutral">Personal</Badge>}
          <Badge tone={team.planId === "free" ? "neutral" : "info"} testId="team-plan">
            {planLabel(team.planId, team.subscriptionStatus)}
          </Badge>
          <span className="text-zinc-600 dark:text-zinc-400">
            {plural(team.apps, "app")} · {plural(team.pendingInvitations, "invitation")} waiting · created <Time value={team.createdAt} />
          </span>
        </div>
        <PlanChoice
          id={`team-plan-${team.id}`}
          label={`Plan of the team ${team.name}`}
          who={`the team ${team.name}`}
          planId={team.planId}
          appCount={team.apps}
          pending={update.isPending}
          onChange={(planId) => update.mutate(planId)}
        />
      </div>
      <ul className="flex flex-col gap-1" aria-label={`Members of ${team.name}`}>
        {team.members.map((member) => (
          <li key={member.userId} className="break-all text-zinc-700 dark:text-zinc-300">
            {member.name ? `${member.name} · ` : ""}
            {member.email} · {ROLE_NAMES[member.role]}
          </li>
        ))}
      </ul>
      <ProblemAlert error={update.error} />
    </li>
  );
}
