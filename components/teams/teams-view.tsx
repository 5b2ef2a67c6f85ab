"use client";

import { useQueryClient } from "@tanstack/react-query";
import Link from "next/link";
import { toast } from "sonner";

import { Button } from "@/components/ui/button";
import { Card, PageHeader } from "@/components/ui/card";
import { TextField } from "@/components/ui/field";
import { ProblemAlert } from "@/components/ui/problem-alert";
import { QueryState } from "@/components/ui/states";
import { Badge } from "@/components/ui/status-badge";
import * as teams from "@/lib/teams/operations";
import { seg } from "@/client/api-fetch";
import { operationKey } from "@/client/operation-keys";
import { ROLE_NAMES } from "@/client/team-labels";
import { useOperation } from "@/client/use-operation";
import { useOperationForm } from "@/client/use-operation-form";

/** /teams: the teams I am in, with my role, and a new team. */
export function TeamsView() {
  const queryClient = useQueryClient();
  const list = useOperation(teams.listTeams, {});
  const form = useOperationForm(teams.createTeam, {
    defaultValues: { name: "" },
    onSuccess: (team) => {
      toast.success(`${team.name} is created. Invite its members from its page.`);
      void queryClient.invalidateQueries({ queryKey: operationKey(teams.listTeams) });
    },
  });
  return (
    <>
      <PageHeader title="Teams" description="Apps belong to a team; its members see them and work on them as their role allows." />
      <div className="grid gap-6 lg:grid-cols-2">
        <Card title="Your teams">
          <QueryState query={list}>
            {({ items }) => (
              <ul className="flex flex-col divide-y divide-zinc-200 dark:divide-zinc-800" aria-label="Your teams">
                {items.map((team) => (
                  <li key={team.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
                    <Link href={`/teams/${seg(team.id)}`} className="font-medium break-words underline-offset-2 hover:underline">
                      {team.name}
                    </Link>
                    <span className="flex gap-2">
                      {team.personal && <Badge tone="neutral">Personal</Badge>}
                      <Badge tone="info">{ROLE_NAMES[team.role]}</Badge>
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </QueryState>
        </Card>
        <Card title="Create a team" description="For apps you publish with others. You are its owner; invite members once it exists.">
          <form onSubmit={form.onSubmit} className="flex flex-col gap-3" noValidate>
            <TextField label="Team name" limit={100} {...form.text("name")} name="teamName" />
            <ProblemAlert error={form.problem} fields={form.fieldNames} />
            <Button type="submit" className="self-start" pending={form.pending} disabled={!form.values.name.trim()}>
              Create team
            </Button>
          </form>
        </Card>
      </div>
    </>
  );
}
