"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { toast } from "sonner";

import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { SelectField } from "@/components/ui/field";
import { ProblemAlert } from "@/components/ui/problem-alert";
import * as apps from "@/lib/apps/operations";
import * as teams from "@/lib/teams/operations";
import { roleAllows } from "@/lib/teams/roles";
import type { App } from "@/client/api-types";
import { call } from "@/client/call";
import { operationKey } from "@/client/operation-keys";
import { useOperation } from "@/client/use-operation";

/** Which team the app belongs to, and moving it to another of the member's teams (asked first: who sees it changes). */
export function MoveAppCard({ app }: { app: App }) {
  const queryClient = useQueryClient();
  const myTeams = useOperation(teams.listTeams, {});
  const targets = (myTeams.data?.items ?? []).filter((team) => roleAllows(team.role, "apps.manage"));
  const current = myTeams.data?.items.find((team) => team.id === app.teamId);
  const [chosen, setChosen] = useState(app.teamId);
  const [confirming, setConfirming] = useState(false);
  const move = useMutation({
    mutationFn: () => call(apps.moveApp, { params: { appId: app.id }, body: { teamId: chosen } }),
    onSuccess: (moved) => {
      queryClient.setQueryData(operationKey(apps.getApp, { params: { appId: app.id } }), moved);
      void queryClient.invalidateQueries({ queryKey: operationKey(apps.listApps) });
      toast.success(`${app.name} moved to ${targets.find((team) => team.id === chosen)?.name ?? "the team"}.`);
    },
  });
  const name = (team: { name: string; personal: boolean }) => (team.personal ? "Personal (just you)" : team.name);
  return (
    <Card title="Team" description="The app's team decides who sees it and what each member may do with it.">
      <div className="flex flex-col gap-3 text-sm">
        <p>
          In <strong>{current ? name(current) : "…"}</strong>.
        </p>
        {targets.length > 1 && (
          <>
            <SelectField label="Move to" value={chosen} onChange={(event) => setChosen(event.target.value)}>
              {targets.map((team) => (
                <option key={team.id} value={team.id}>
                  {name(team)}
                </option>
              ))}
            </SelectField>
            <ProblemAlert error={move.error} />
            <Button
              className="self-start"
              variant="secondary"
              disabled={chosen === app.teamId}
              pending={move.isPending}
              onClick={() => setConfirming(true)}
            >
              Move app
            </Button>
          </>
        )}
      </div>
      <ConfirmDialog
        open={confirming}
        title={`Move ${app.name}?`}
        confirmLabel="Move app"
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          move.mutate();
        }}
      >
        Its data, agent and history move with it. Members of its current team stop seeing it; the new team&apos;s members see it as their
        role allows.
      </ConfirmDialog>
    </Card>
  );
}
