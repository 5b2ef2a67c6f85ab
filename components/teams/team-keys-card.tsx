"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import Link from "next/link";
import { useState } from "react";
import { toast } from "sonner";

import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { TextField } from "@/components/ui/field";
import { ProblemAlert } from "@/components/ui/problem-alert";
import { EmptyState, QueryState } from "@/components/ui/states";
import { Time } from "@/components/ui/time";
import * as apps from "@/lib/apps/operations";
import * as teamKeys from "@/lib/team-keys/operations";
import type { TeamKey } from "@/client/api-types";
import { call } from "@/client/call";
import { operationKey } from "@/client/operation-keys";
import { useOperation } from "@/client/use-operation";

import { ReplaceTeamKeyForm } from "./replace-team-key-form";

/** The team's App Store Connect keys, each once with the apps using it: add its apps, rotate it, forget it. */
export function TeamKeysCard({ teamId }: { teamId: string }) {
  const queryClient = useQueryClient();
  const params = { teamId };
  const keys = useOperation(teamKeys.listTeamKeys, { params });
  const [replacing, setReplacing] = useState<string | null>(null);
  const [removing, setRemoving] = useState<TeamKey | null>(null);
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: operationKey(teamKeys.listTeamKeys, { params }) });
    void queryClient.invalidateQueries({ queryKey: operationKey(apps.listApps) });
  };
  const remove = useMutation({
    mutationFn: (credentialId: string) => call(teamKeys.removeTeamKey, { params: { teamId, credentialId } }),
    onSuccess: () => {
      toast.success("The key was removed.");
      refresh();
    },
  });
  return (
    <Card
      id="keys"
      title="App Store Connect keys"
      description="Each key is stored once for the team, encrypted, and never shown again; every app registered with it uses it."
    >
      <QueryState query={keys}>
        {({ items }) =>
          items.length === 0 ? (
            <EmptyState title="No keys yet">A key is stored here when an app of the team is registered with it.</EmptyState>
          ) : (
            <ul className="flex flex-col divide-y divide-zinc-200 dark:divide-zinc-800" aria-label="The team's keys">
              {items.map((key) => (
                <li key={key.id} className="py-3 text-sm">
                  <div className="flex flex-wrap items-start justify-between gap-2">
                    <div className="min-w-0">
                      <p className="font-medium">
                        <span className="font-mono">{key.keyId}</span> · {key.isIndividualKey ? "Individual key" : "Team key"}
                      </p>
                      <p className="font-mono text-xs break-all text-zinc-600 dark:text-zinc-400">{key.keyFingerprint}</p>
                      <p className="text-zinc-600 dark:text-zinc-400">
                        Last accepted by App Store Connect <Time value={key.verifiedAt} fallback="not yet" />
                      </p>
                      <p className="mt-1">
                        {key.apps.length === 0 ? (
                          "No app uses it."
                        ) : (
                          <>
                            Used by{" "}
                            {key.apps.map((app, index) => (
                              <span key={app.id}>
                                {index > 0 && ", "}
                                <Link href={`/apps/${app.id}`} className="underline">
                                  {app.name}
                                </Link>
                              </span>
                            ))}
                          </>
                        )}
                      </p>
                    </div>
                    <div className="flex flex-wrap gap-2">
                      <Button size="sm" variant="secondary" onClick={() => setReplacing(replacing === key.id ? null : key.id)}>
                        Replace key…
                      </Button>
                      {key.apps.length === 0 && (
                        <Button size="sm" variant="secondary" onClick={() => setRemoving(key)}>
                          Remove
                        </Button>
                      )}
                    </div>
                  </div>
                  <AddEveryApp teamId={teamId} teamKey={key} onAdded={refresh} />
                  {replacing === key.id && <ReplaceTeamKeyForm teamId={teamId} teamKey={key} onDone={() => setReplacing(null)} />}
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
      <ProblemAlert error={remove.error} className="mt-3" />
      <ConfirmDialog
        open={removing !== null}
        title={`Remove key ${removing?.keyId ?? ""}?`}
        confirmLabel="Remove key"
        destructive
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          if (removing) remove.mutate(removing.id);
          setRemoving(null);
        }}
      >
        No app uses it. To use it again, register an app with it.
      </ConfirmDialog>
    </Card>
  );
}

/** "Add every app this key can see": one step for all the account's apps the team lacks. */
function AddEveryApp({ teamId, teamKey, onAdded }: { teamId: string; teamKey: TeamKey; onAdded: () => void }) {
  const [vendorNumber, setVendorNumber] = useState("");
  const add = useMutation({
    mutationFn: () =>
      call(teamKeys.addEveryApp, {
        params: { teamId, credentialId: teamKey.id },
        body: vendorNumber.trim() ? { vendorNumber: vendorNumber.trim() } : {},
      }),
    onSuccess: ({ items }) => {
      toast.success(
        items.length === 0
          ? "The team has every app this key can see."
          : `Registered ${items.map((app) => app.name).join(", ")}; their first syncs are running.`,
      );
      onAdded();
    },
  });
  // Without an app on the key, nothing says which vendor number its apps report sales under.
  const needsVendorNumber = teamKey.apps.length === 0;
  return (
    <div className="mt-2 flex flex-wrap items-end gap-2">
      {needsVendorNumber && (
        <TextField
          label="Vendor number"
          value={vendorNumber}
          onChange={(event) => setVendorNumber(event.target.value)}
          hint="For the apps' sales reports."
          name={`vendorNumber-${teamKey.id}`}
        />
      )}
      <Button size="sm" variant="secondary" pending={add.isPending} onClick={() => add.mutate()}>
        Add every app this key can see
      </Button>
      <ProblemAlert error={add.error} className="basis-full" />
    </div>
  );
}
