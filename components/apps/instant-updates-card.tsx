"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";

import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ProblemAlert } from "@/components/ui/problem-alert";
import { QueryState } from "@/components/ui/states";
import { Time } from "@/components/ui/time";
import * as storeWebhooks from "@/lib/store-webhooks/operations";
import { call } from "@/client/call";
import { operationKey } from "@/client/operation-keys";
import { useOperation } from "@/client/use-operation";

/** Whether App Store Connect tells the service about the app at once (its webhook), or why not and what happens instead. */
export function InstantUpdatesCard({ appId, canManage }: { appId: string; canManage: boolean }) {
  const queryClient = useQueryClient();
  const params = { appId };
  const status = useOperation(storeWebhooks.getInstantUpdates, { params });
  const connect = useMutation({
    mutationFn: () => call(storeWebhooks.connectInstantUpdates, { params }),
    onSuccess: (updated) => queryClient.setQueryData(operationKey(storeWebhooks.getInstantUpdates, { params }), updated),
  });
  return (
    <Card
      title="Instant updates"
      description="App Store Connect telling the service at once when a version's review or a build's processing moves on."
    >
      <QueryState query={status} loadingLabel="Loading…">
        {(data) => (
          <div className="grid gap-2 text-sm">
            {data.on ? (
              <p>
                <strong>On.</strong>{" "}
                {data.lastDeliveryAt ? (
                  <>
                    Last update <Time value={data.lastDeliveryAt} />.
                  </>
                ) : (
                  "Nothing delivered yet."
                )}
              </p>
            ) : (
              <p>
                <strong>Off: synced every {data.pollingMinutes} minutes</strong>, and a version in review is checked every 5 minutes.
                {data.reason ? ` ${data.reason}` : ""}
              </p>
            )}
            {!data.on && canManage && (
              <div>
                <Button variant="secondary" size="sm" pending={connect.isPending} onClick={() => connect.mutate()}>
                  Try to turn them on
                </Button>
              </div>
            )}
            <ProblemAlert error={connect.error} />
          </div>
        )}
      </QueryState>
    </Card>
  );
}
