"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";

import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ProblemAlert } from "@/components/ui/problem-alert";
import { EmptyState, QueryState } from "@/components/ui/states";
import { Badge } from "@/components/ui/status-badge";
import { Time } from "@/components/ui/time";
import * as push from "@/lib/push/operations";
import { ApiProblem } from "@/client/api-fetch";
import { call } from "@/client/call";
import { operationKey } from "@/client/operation-keys";
import { base64UrlToBytes, bytesToBase64Url, currentSubscription, pushSupported, serviceWorker } from "@/client/push";
import { useOperation } from "@/client/use-operation";

type BrowserState = { supported: false } | { supported: true; permission: NotificationPermission; endpoint: string | null };

async function readBrowserState(): Promise<BrowserState> {
  if (!pushSupported()) return { supported: false };
  const subscription = await currentSubscription();
  return { supported: true, permission: Notification.permission, endpoint: subscription?.endpoint ?? null };
}

async function enablePush(): Promise<void> {
  const permission = await Notification.requestPermission();
  if (permission !== "granted")
    throw new Error("Notifications are blocked for this site. Allow them in the browser's site settings, then try again.");
  const registration = await serviceWorker();
  await navigator.serviceWorker.ready;
  const { publicKey } = await call(push.getVapidKey);
  const existing = await registration.pushManager.getSubscription();
  const subscription =
    existing ?? (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: base64UrlToBytes(publicKey) }));
  await call(push.subscribePush, {
    body: {
      endpoint: subscription.endpoint,
      p256dh: bytesToBase64Url(subscription.getKey("p256dh")),
      auth: bytesToBase64Url(subscription.getKey("auth")),
      userAgent: navigator.userAgent.slice(0, 512),
    },
  });
}

async function disablePush(): Promise<void> {
  const subscription = await currentSubscription();
  if (!subscription) return;
  const { endpoint } = subscription;
  await subscription.unsubscribe();
  try {
    await call(push.unsubscribePush, { query: { endpoint } });
  } catch (error) {
    // Already gone on the server: the browser side is what mattered.
    if (!(error instanceof ApiProblem && error.status === 404)) throw error;
  }
}

/** Web push in this browser (service worker + subscription), and the browsers subscribed so far. */
export function PushSettings() {
  const queryClient = useQueryClient();
  const [browser, setBrowser] = useState<BrowserState | null>(null);
  const refresh = () => readBrowserState().then(setBrowser, () => setBrowser({ supported: false }));
  useEffect(() => {
    void refresh();
  }, []);

  const subscriptions = useOperation(push.listPushSubscriptions, {});
  const subscriptionsKey = operationKey(push.listPushSubscriptions);
  const change = useMutation({
    mutationFn: (enable: boolean) => (enable ? enablePush() : disablePush()),
    onSettled: () => {
      void refresh();
      void queryClient.invalidateQueries({ queryKey: subscriptionsKey });
    },
  });
  const remove = useMutation({
    mutationFn: (id: string) => call(push.deletePushSubscription, { params: { id } }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: subscriptionsKey }),
  });

  const enabledHere =
    browser?.supported && browser.endpoint !== null && subscriptions.data?.items.some((item) => item.endpoint === browser.endpoint);

  return (
    <Card
      title="Browser notifications"
      description="Get agent proposals, support replies and failed syncs as notifications, even with this site closed."
    >
      {browser === null ? null : !browser.supported ? (
        <p className="text-sm text-zinc-600 dark:text-zinc-400">This browser does not support web push.</p>
      ) : (
        <div className="flex flex-wrap items-center gap-3">
          <Badge tone={enabledHere ? "success" : "neutral"}>{enabledHere ? "On in this browser" : "Off in this browser"}</Badge>
          {browser.permission === "denied" && <span className="text-sm text-red-600">Blocked in the browser&apos;s site settings.</span>}
          <Button
            variant={enabledHere ? "secondary" : "primary"}
            pending={change.isPending}
            onClick={() => change.mutate(!enabledHere)}
            disabled={browser.permission === "denied"}
          >
            {enabledHere ? "Turn off in this browser" : "Turn on in this browser"}
          </Button>
        </div>
      )}
      <ProblemAlert error={change.error ?? remove.error} className="mt-3" />
      <h3 className="mt-6 mb-2 text-sm font-medium">Subscribed browsers</h3>
      <QueryState query={subscriptions}>
        {({ items }) =>
          items.length === 0 ? (
            <EmptyState title="No browser subscribed" />
          ) : (
            <ul className="divide-y divide-zinc-100 text-sm dark:divide-zinc-800">
              {items.map((item) => (
                <li key={item.id} className="flex items-center justify-between gap-3 py-2">
                  <div className="min-w-0">
                    <div className="truncate">{item.userAgent ?? new URL(item.endpoint).host}</div>
                    <div className="text-xs text-zinc-600 dark:text-zinc-400">
                      Added <Time value={item.createdAt} />
                      {item.lastPushAt && (
                        <>
                          {" "}
                          · last push <Time value={item.lastPushAt} />
                        </>
                      )}
                      {browser?.supported && item.endpoint === browser.endpoint && " · this browser"}
                    </div>
                  </div>
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => remove.mutate(item.id)}
                    pending={remove.isPending && remove.variables === item.id}
                  >
                    Remove
                  </Button>
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
    </Card>
  );
}
