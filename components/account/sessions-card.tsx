"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { toast } from "sonner";

import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Checkbox } from "@/components/ui/field";
import { ProblemAlert } from "@/components/ui/problem-alert";
import { QueryState } from "@/components/ui/states";
import { Badge } from "@/components/ui/status-badge";
import { Time } from "@/components/ui/time";
import * as account from "@/lib/account/operations";
import { deviceName } from "@/lib/text/device-name";
import { call } from "@/client/call";
import { operationKey } from "@/client/operation-keys";
import { useOperation } from "@/client/use-operation";

/** What happened, in words: "2 other devices were signed out. 3 access tokens were revoked." */
function endedMessage(endedSessions: number, revokedTokens: number, revokeTokens: boolean): string {
  const sessions =
    endedSessions === 0
      ? "No other device was signed in."
      : endedSessions === 1
        ? "One other device was signed out."
        : `${endedSessions} other devices were signed out.`;
  if (!revokeTokens) return sessions;
  const tokens =
    revokedTokens === 0
      ? "There were no access tokens to revoke."
      : revokedTokens === 1
        ? "One access token was revoked."
        : `${revokedTokens} access tokens were revoked.`;
  return `${sessions} ${tokens}`;
}

/**
 * Where the account is signed in, with "sign out" per device and everywhere else at once, which
 * can also revoke every access token (a token outlives the session that made it).
 */
export function SessionsCard() {
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const [revokeTokens, setRevokeTokens] = useState(false);
  const sessions = useOperation(account.listSessions, {});
  const refresh = () => queryClient.invalidateQueries({ queryKey: operationKey(account.listSessions) });
  const endOthers = useMutation({
    mutationFn: (alsoTokens: boolean) => call(account.endOtherSessions, { body: { revokeTokens: alsoTokens } }),
    onSuccess: ({ endedSessions, revokedTokens }, alsoTokens) => {
      void refresh();
      if (alsoTokens) void queryClient.invalidateQueries({ queryKey: operationKey(account.listAccessTokens) });
      toast.success(endedMessage(endedSessions, revokedTokens, alsoTokens));
    },
  });
  const endOne = useMutation({
    mutationFn: (id: string) => call(account.endSession, { params: { id } }),
    onSuccess: () => {
      void refresh();
      toast.success("That device was signed out.");
    },
  });
  return (
    <Card title="Where you are signed in" description="Sign out a device you no longer use, or every device but this one.">
      <QueryState query={sessions}>
        {({ items }) => (
          <div className="flex flex-col gap-3">
            <ul className="flex flex-col divide-y divide-zinc-200 dark:divide-zinc-800">
              {items.map((session) => (
                <li key={session.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
                  <div className="min-w-0">
                    <p className="flex flex-wrap items-center gap-2 font-medium">
                      {deviceName(session.userAgent)}
                      {session.current && <Badge tone="info">This device</Badge>}
                    </p>
                    <p className="text-zinc-600 dark:text-zinc-400">
                      Last active <Time value={session.lastSeenAt} />
                      {session.ipAddress ? ` · from ${session.ipAddress}` : ""} · signed in <Time value={session.createdAt} />
                    </p>
                  </div>
                  {!session.current && (
                    <Button
                      size="sm"
                      variant="secondary"
                      onClick={() => endOne.mutate(session.id)}
                      pending={endOne.isPending && endOne.variables === session.id}
                    >
                      Sign out
                    </Button>
                  )}
                </li>
              ))}
            </ul>
            <ProblemAlert error={endOthers.error ?? endOne.error} />
            <div>
              <Button
                variant="secondary"
                onClick={() => {
                  setRevokeTokens(false);
                  setConfirming(true);
                }}
                pending={endOthers.isPending}
              >
                Sign out everywhere else
              </Button>
            </div>
          </div>
        )}
      </QueryState>
      <ConfirmDialog
        open={confirming}
        title="Sign out everywhere else?"
        confirmLabel={revokeTokens ? "Sign out and revoke tokens" : "Sign out other devices"}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          endOthers.mutate(revokeTokens);
        }}
      >
        <p>Every other browser and device signed in to your account is signed out at once. This one stays signed in.</p>
        <div className="mt-3">
          <Checkbox
            label="Also revoke all access tokens"
            hint="Scripts and programs using them stop working until you give them new tokens. Do this if someone else may have used your account."
            checked={revokeTokens}
            onChange={(event) => setRevokeTokens(event.target.checked)}
          />
        </div>
      </ConfirmDialog>
    </Card>
  );
}
