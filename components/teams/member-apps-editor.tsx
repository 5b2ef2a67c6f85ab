"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { toast } from "sonner";

import { Button } from "@/components/ui/button";
import { ProblemAlert } from "@/components/ui/problem-alert";
import * as teams from "@/lib/teams/operations";
import { call } from "@/client/call";
import { operationKey } from "@/client/operation-keys";

import { TeamAppChoice } from "./team-app-choice";

/** Which of the team's apps a member sees: every app, or the ones ticked (the others answer as if they did not exist). */
export function MemberAppsEditor({
  teamId,
  member,
  onDone,
}: {
  teamId: string;
  member: { userId: string; name: string | null; email: string; appIds: string[] | null };
  onDone: () => void;
}) {
  const queryClient = useQueryClient();
  const [appIds, setAppIds] = useState<string[] | null>(member.appIds);
  const save = useMutation({
    mutationFn: () => call(teams.updateMember, { params: { teamId, userId: member.userId }, body: { appIds } }),
    onSuccess: () => {
      toast.success(
        `${member.name ?? member.email} now sees ${appIds === null ? "every app" : `${appIds.length} app${appIds.length === 1 ? "" : "s"}`}.`,
      );
      void queryClient.invalidateQueries({ queryKey: operationKey(teams.listMembers, { params: { teamId } }) });
      onDone();
    },
  });
  return (
    <fieldset className="mt-2 flex w-full flex-col gap-2 rounded-md border border-zinc-200 p-3 dark:border-zinc-800">
      <legend className="px-1 text-sm font-medium">Apps {member.name ?? member.email} sees</legend>
      <TeamAppChoice teamId={teamId} value={appIds} onChange={setAppIds} />
      <ProblemAlert error={save.error} />
      <div className="flex gap-2">
        <Button size="sm" pending={save.isPending} disabled={appIds?.length === 0} onClick={() => save.mutate()}>
          Save access
        </Button>
        <Button size="sm" variant="ghost" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </fieldset>
  );
}
