"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "sonner";

import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { ProblemAlert } from "@/components/ui/problem-alert";
import { QueryState } from "@/components/ui/states";
import * as teams from "@/lib/teams/operations";
import { roleAllows, type TeamRole } from "@/lib/teams/roles";
import { useSession } from "@/client/use-session";
import { call } from "@/client/call";
import { operationKey } from "@/client/operation-keys";
import { ROLE_CHOICES, ROLE_NAMES } from "@/client/team-labels";
import { useOperation } from "@/client/use-operation";

import { MemberAppsEditor } from "./member-apps-editor";

interface Member {
  userId: string;
  email: string;
  name: string | null;
  role: TeamRole;
  appIds: string[] | null;
}

/** The members with their role and app access; owners and admins change roles and remove, anyone leaves. */
export function MembersCard({ teamId, myRole, personal }: { teamId: string; myRole: TeamRole; personal: boolean }) {
  const queryClient = useQueryClient();
  const router = useRouter();
  const session = useSession();
  const me = session.user?.id;
  const members = useOperation(teams.listMembers, { params: { teamId } });
  const [removing, setRemoving] = useState<Member | null>(null);
  const [editingApps, setEditingApps] = useState<string | null>(null);
  const manages = roleAllows(myRole, "members.manage");
  const refresh = () => void queryClient.invalidateQueries({ queryKey: operationKey(teams.listMembers, { params: { teamId } }) });

  const changeRole = useMutation({
    mutationFn: ({ userId, role }: { userId: string; role: TeamRole }) =>
      call(teams.updateMember, { params: { teamId, userId }, body: { role } }),
    onSuccess: (member) => {
      toast.success(`${member.name ?? member.email} is now ${ROLE_NAMES[member.role]}.`);
      refresh();
    },
  });
  const remove = useMutation({
    mutationFn: (userId: string) => call(teams.removeMember, { params: { teamId, userId } }),
    onSuccess: (_, userId) => {
      if (userId === me) {
        toast.success("You left the team.");
        void queryClient.invalidateQueries({ queryKey: operationKey(teams.listTeams) });
        router.push("/teams");
      } else {
        toast.success("The member was removed.");
        refresh();
      }
    },
  });
  // Only an owner changes an owner or makes one.
  const mayChange = (member: Member) => manages && member.userId !== me && (member.role !== "owner" || myRole === "owner");
  const roleChoices = ROLE_CHOICES.filter((choice) => choice.value !== "owner" || myRole === "owner");

  return (
    <Card title="Members" description="Each member sees the team's apps (or only those listed) and does what their role allows.">
      <QueryState query={members}>
        {({ items }) => (
          <ul className="flex flex-col divide-y divide-zinc-200 dark:divide-zinc-800" aria-label="Members">
            {items.map((member) => (
              <li key={member.userId} className="flex flex-wrap items-center justify-between gap-3 py-3 text-sm">
                <div className="min-w-0">
                  <p className="font-medium break-words">
                    {member.name ?? member.email}
                    {member.userId === me && " (you)"}
                  </p>
                  <p className="break-all text-zinc-600 dark:text-zinc-400">
                    {member.email} ·{" "}
                    {member.appIds === null ? "every app" : `${member.appIds.length} app${member.appIds.length === 1 ? "" : "s"} only`}
                  </p>
                </div>
                <div className="flex flex-wrap items-center gap-2">
                  {mayChange(member) ? (
                    <label className="flex items-center gap-2">
                      <span className="sr-only">Role of {member.name ?? member.email}</span>
                      <select
                        className="rounded-md border border-zinc-300 bg-white px-2 py-1 text-sm dark:border-zinc-700 dark:bg-zinc-900"
                        value={member.role}
                        disabled={changeRole.isPending}
                        onChange={(event) => changeRole.mutate({ userId: member.userId, role: event.target.value as TeamRole })}
                      >
                        {roleChoices.map((choice) => (
                          <option key={choice.value} value={choice.value}>
                            {choice.label}
                          </option>
                        ))}
                      </select>
                    </label>
                  ) : (
                    <span className="text-zinc-700 dark:text-zinc-300">{ROLE_NAMES[member.role]}</span>
                  )}
                  {mayChange(member) && !personal && editingApps !== member.userId && (
                    <Button size="sm" variant="secondary" onClick={() => setEditingApps(member.userId)}>
                      Apps…
                    </Button>
                  )}
                  {!personal && (mayChange(member) || member.userId === me) && (
                    <Button size="sm" variant="secondary" onClick={() => setRemoving(member)}>
                      {member.userId === me ? "Leave" : "Remove"}
                    </Button>
                  )}
                </div>
                {editingApps === member.userId && <MemberAppsEditor teamId={teamId} member={member} onDone={() => setEditingApps(null)} />}
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      <ProblemAlert error={changeRole.error ?? remove.error} />
      <ConfirmDialog
        open={removing !== null}
        title={removing?.userId === me ? "Leave this team?" : `Remove ${removing?.name ?? removing?.email ?? ""}?`}
        confirmLabel={removing?.userId === me ? "Leave team" : "Remove member"}
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          if (removing) remove.mutate(removing.userId);
          setRemoving(null);
        }}
      >
        {removing?.userId === me
          ? "You lose access to the team's apps at once. An owner or admin can invite you again."
          : "They lose access to the team's apps at once. You can invite them again."}
      </ConfirmDialog>
    </Card>
  );
}
