"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";

import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { SelectField, TextField } from "@/components/ui/field";
import { ProblemAlert } from "@/components/ui/problem-alert";
import { EmptyState, QueryState } from "@/components/ui/states";
import { Time } from "@/components/ui/time";
import * as invitations from "@/lib/invitations/operations";
import type { TeamRole } from "@/lib/teams/roles";
import { call } from "@/client/call";
import { operationKey } from "@/client/operation-keys";
import { ROLE_CHOICES, ROLE_NAMES } from "@/client/team-labels";
import { useOperation } from "@/client/use-operation";
import { useOperationForm } from "@/client/use-operation-form";

import { TeamAppChoice } from "./team-app-choice";

/** Invite by email with a role; the invitations still waiting for an answer, each revocable. */
export function InvitationsCard({ teamId, myRole }: { teamId: string; myRole: TeamRole }) {
  const queryClient = useQueryClient();
  const params = { teamId };
  const pending = useOperation(invitations.listInvitations, { params });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: operationKey(invitations.listInvitations, { params }) });
  const form = useOperationForm(invitations.sendInvitation, {
    params,
    defaultValues: { email: "", role: "viewer" as TeamRole, appIds: null as string[] | null },
    resetTo: (_, values) => ({ ...values, email: "" }),
    onSuccess: (invitation) => {
      toast.success(`Invitation sent to ${invitation.email}. The link works for 7 days.`);
      refresh();
    },
  });
  const revoke = useMutation({
    mutationFn: (invitationId: string) => call(invitations.revokeInvitation, { params: { teamId, invitationId } }),
    onSuccess: () => {
      toast.success("The invitation was revoked: its link no longer works.");
      refresh();
    },
  });
  const choices = ROLE_CHOICES.filter((choice) => choice.value !== "owner" || myRole === "owner");
  const chosen = ROLE_CHOICES.find((choice) => choice.value === form.values.role);
  return (
    <Card
      id="invitations"
      title="Invitations"
      description="Invite someone by email: they join with the role you choose once they accept, signed in with that address."
    >
      <div className="flex flex-col gap-5">
        <form onSubmit={form.onSubmit} className="grid gap-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_auto] sm:items-end" noValidate>
          <TextField label="Email address" type="email" autoComplete="off" {...form.text("email")} name="inviteEmail" />
          <SelectField
            label="Role"
            value={form.values.role}
            onChange={(event) => form.set("role", event.target.value as TeamRole)}
            errors={form.errors("role")}
          >
            {choices.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </SelectField>
          <Button
            type="submit"
            className="sm:justify-self-start"
            pending={form.pending}
            disabled={!form.values.email.trim() || form.values.appIds?.length === 0}
          >
            Send invitation
          </Button>
          {chosen && <p className="text-sm text-zinc-600 sm:col-span-3 dark:text-zinc-400">{chosen.description}</p>}
          <fieldset className="flex flex-col gap-2 rounded-md border border-zinc-200 p-3 sm:col-span-3 dark:border-zinc-800">
            <legend className="px-1 text-sm font-medium">Apps they will see</legend>
            <TeamAppChoice teamId={teamId} value={form.values.appIds ?? null} onChange={(appIds) => form.set("appIds", appIds)} />
          </fieldset>
        </form>
        <ProblemAlert error={form.problem} fields={form.fieldNames} />
        <QueryState query={pending}>
          {({ items }) =>
            items.length === 0 ? (
              <EmptyState title="No invitations waiting" />
            ) : (
              <ul className="flex flex-col divide-y divide-zinc-200 dark:divide-zinc-800" aria-label="Invitations waiting for an answer">
                {items.map((invitation) => (
                  <li key={invitation.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
                    <div className="min-w-0">
                      <p className="font-medium break-all">{invitation.email}</p>
                      <p className="text-zinc-600 dark:text-zinc-400">
                        {ROLE_NAMES[invitation.role]} · expires <Time value={invitation.expiresAt} />
                      </p>
                    </div>
                    <Button size="sm" variant="secondary" pending={revoke.isPending} onClick={() => revoke.mutate(invitation.id)}>
                      Revoke
                    </Button>
                  </li>
                ))}
              </ul>
            )
          }
        </QueryState>
        <ProblemAlert error={revoke.error} />
      </div>
    </Card>
  );
}
