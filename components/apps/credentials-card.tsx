"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import Link from "next/link";
import { toast } from "sonner";

import { Button } from "@/components/ui/button";
import { Card, Details } from "@/components/ui/card";
import { ProblemAlert } from "@/components/ui/problem-alert";
import { QueryState } from "@/components/ui/states";
import { Time } from "@/components/ui/time";
import * as apps from "@/lib/apps/operations";
import type { Credentials } from "@/client/api-types";
import { call } from "@/client/call";
import { formatTime } from "@/client/format";
import { operationKey } from "@/client/operation-keys";
import { useOperation } from "@/client/use-operation";

/** The App Store Connect key's metadata (never the key), the hour's request budget, and a check against the store. */
export function CredentialsCard({ appId, teamId }: { appId: string; teamId: string }) {
  const queryClient = useQueryClient();
  const params = { appId };
  const credentials = useOperation(apps.getCredentials, { params });
  const verify = useMutation({
    mutationFn: () => call(apps.verifyCredentials, { params }),
    onSuccess: (result) => {
      queryClient.setQueryData(operationKey(apps.getCredentials, { params }), result);
      toast.success("App Store Connect accepted the key.");
    },
  });
  return (
    <Card
      title="App Store Connect key"
      actions={
        <Button variant="secondary" size="sm" onClick={() => verify.mutate()} pending={verify.isPending}>
          Verify key
        </Button>
      }
    >
      <QueryState query={credentials}>
        {(key) => (
          <Details
            items={[
              [
                "Key ID",
                <span key="k" className="font-mono">
                  {key.keyId}
                </span>,
              ],
              ["Type", key.isIndividualKey ? "Individual key" : "Team key"],
              [
                "Issuer ID",
                <span key="i" className="font-mono text-xs">
                  {key.issuerId ?? "—"}
                </span>,
              ],
              ["Vendor number", key.vendorNumber],
              [
                "Fingerprint",
                <span key="f" className="font-mono text-xs break-all">
                  {key.keyFingerprint}
                </span>,
              ],
              ["Last accepted by the store", <Time key="v" value={key.verifiedAt} fallback="Not yet" />],
              ["App Store Connect requests left this hour", requestsLeft(key.requestBudget)],
            ]}
          />
        )}
      </QueryState>
      <ProblemAlert error={verify.error} className="mt-3" />
      <p className="mt-3 text-sm text-zinc-600 dark:text-zinc-400">
        The key is the team&apos;s: its other apps may use it too.{" "}
        <Link href={`/teams/${teamId}#keys`} className="underline">
          Replace it for all of them, or add every app it can see
        </Link>
        .
      </p>
    </Card>
  );
}

/** "3,412 of 3,600 (full again at 10:45)": shared by every app on the key. */
function requestsLeft(budget: Credentials["requestBudget"]): string {
  const figure = `${budget.remaining.toLocaleString()} of ${budget.limit.toLocaleString()}`;
  return budget.resetsAt ? `${figure} (full again at ${formatTime(budget.resetsAt)})` : figure;
}
