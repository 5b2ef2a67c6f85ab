"use client";

import { useMutation } from "@tanstack/react-query";
import { useRouter, useSearchParams } from "next/navigation";

import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { SelectField } from "@/components/ui/field";
import { ProblemAlert } from "@/components/ui/problem-alert";
import { QueryState } from "@/components/ui/states";
import { Badge } from "@/components/ui/status-badge";
import * as billing from "@/lib/billing/operations";
import * as teams from "@/lib/teams/operations";
import type { Billing, PlanInfo, Usage } from "@/client/api-types";
import { call } from "@/client/call";
import { useCurrentTeam } from "@/client/current-team";
import { formatDate, formatDateTime, formatMoney } from "@/client/format";
import { roleAllows, type TeamRole } from "@/lib/teams/roles";
import { FEATURE_NAMES } from "@/client/quota-text";
import type { Tone } from "@/client/tone";
import { useOperation } from "@/client/use-operation";
import * as usage from "@/lib/usage/operations";

const STATUS: Record<Billing["status"], [string, Tone]> = {
  none: ["No subscription", "neutral"],
  trialing: ["Trial", "info"],
  active: ["Active", "success"],
  past_due: ["Payment failed", "danger"],
  canceled: ["Cancelled", "neutral"],
  unpaid: ["Unpaid", "danger"],
};

const LIMIT_LINES: [keyof PlanInfo["limits"], (value: number) => string][] = [
  ["apps", (value) => `${value.toLocaleString()} apps`],
  ["sync_interval", (value) => `Automatic syncs every ${value} minutes`],
  ["manual_syncs", (value) => `${value.toLocaleString()} manual syncs a day`],
  ["agent_actions", (value) => `${value.toLocaleString()} agent proposals a month`],
  ["seats", (value) => `${value.toLocaleString()} members per team`],
  [
    "ai_tokens",
    (value) => (value === 0 ? "Rule-based agent (no AI model)" : `${(value / 1_000_000).toLocaleString()} million AI tokens a month`),
  ],
];

/**
 * The billing page: a team's plan and subscription, its usage meters, and the plans to move to.
 * Plans are the teams': the page shows the team in `?team=` (Stripe's pages come back with it),
 * else the header's, else the personal team; owners change it, other members read it.
 */
export function BillingOverview() {
  const searchParams = useSearchParams();
  const myTeams = useOperation(teams.listTeams, {});
  const current = useCurrentTeam();
  const items = myTeams.data?.items ?? [];
  const known = (id: string | null) => (id && items.some((team) => team.id === id) ? id : null);
  const teamId = known(searchParams.get("team")) ?? known(current) ?? items.find((team) => team.personal)?.id;
  if (!teamId) return <QueryState query={myTeams}>{() => null}</QueryState>;
  return <TeamBilling teamId={teamId} teams={items} checkoutResult={searchParams.get("checkout")} />;
}

function TeamBilling({
  teamId,
  teams: myTeams,
  checkoutResult,
}: {
  teamId: string;
  teams: { id: string; name: string; personal: boolean; role: TeamRole }[];
  checkoutResult: string | null;
}) {
  const router = useRouter();
  const params = { teamId };
  const subscription = useOperation(billing.getTeamBilling, { params });
  const meters = useOperation(usage.getTeamUsage, { params });
  const plans = useOperation(billing.listPlans, {}, {});
  // The caller's role comes with the list of their teams: no read of the team for it.
  const role = myTeams.find((team) => team.id === teamId)?.role;
  const manages = role ? roleAllows(role, "billing.manage") : false;
  // Stripe's pages are on another site: the browser goes there, and comes back to this page.
  const redirect = useMutation({
    mutationFn: (target: { planId: PlanInfo["id"] } | null) =>
      target ? call(billing.startTeamCheckout, { params, body: target }) : call(billing.openTeamPortal, { params }),
    onSuccess: ({ url }) => window.location.assign(url),
  });

  return (
    <div className="grid gap-6">
      {myTeams.length > 1 && (
        <div className="max-w-xs">
          <SelectField
            label="Which team's plan"
            hint="Each team has its own plan, limits and subscription."
            value={teamId}
            onChange={(event) => router.replace(`/settings/billing?team=${encodeURIComponent(event.target.value)}`)}
          >
            {myTeams.map((team) => (
              <option key={team.id} value={team.id}>
                {team.personal ? "Personal" : team.name}
              </option>
            ))}
          </SelectField>
        </div>
      )}
      {checkoutResult === "success" && (
        <p
          role="status"
          className="rounded-md border border-emerald-200 bg-emerald-50 p-3 text-sm text-emerald-800 dark:border-emerald-900 dark:bg-emerald-950 dark:text-emerald-200"
        >
          Thank you! Your payment went through. Your new plan applies as soon as Stripe confirms it, usually within a minute.
        </p>
      )}
      <ProblemAlert error={redirect.error} />
      <Card title="Plan">
        <QueryState query={subscription}>
          {(current) => (
            <div className="grid gap-3 text-sm">
              <div className="flex flex-wrap items-center gap-2">
                <span className="text-lg font-semibold" data-testid="current-plan">
                  {current.plan.name}
                </span>
                <Badge tone={STATUS[current.status][1]}>{STATUS[current.status][0]}</Badge>
              </div>
              {current.currentPeriodEnd && (
                <p>
                  {current.cancelAtPeriodEnd ? "Ends on " : "Renews on "}
                  {formatDate(current.currentPeriodEnd)}
                  {current.cancelAtPeriodEnd && ", then the team moves to the Free plan"}.
                </p>
              )}
              {current.status === "past_due" && (
                <p className="text-red-700 dark:text-red-300">The last payment failed. Update the payment method to keep the plan.</p>
              )}
              {role && !manages ? (
                <p className="text-zinc-600 dark:text-zinc-400">Only the team&apos;s owners can change its plan.</p>
              ) : current.configured ? (
                current.provider && (
                  <div>
                    <Button
                      variant="secondary"
                      pending={redirect.isPending && redirect.variables === null}
                      onClick={() => redirect.mutate(null)}
                    >
                      Manage billing
                    </Button>
                    <p className="mt-1 text-xs text-zinc-600 dark:text-zinc-400">
                      Change plan or card, see invoices, or cancel, on Stripe.
                    </p>
                  </div>
                )
              ) : (
                <p className="text-zinc-600 dark:text-zinc-400">
                  Online payment is not set up on this service. To change the plan, ask an administrator (open a support ticket).
                </p>
              )}
            </div>
          )}
        </QueryState>
      </Card>

      <Card title="Usage" description="What the team has used of its plan's limits: every member's syncs and every app's agent count.">
        <QueryState query={meters}>
          {({ items }) => (
            <ul className="grid gap-4 sm:grid-cols-2" aria-label="Usage">
              {items.map((item) => (
                <li key={item.feature}>
                  <UsageMeter item={item} />
                </li>
              ))}
            </ul>
          )}
        </QueryState>
      </Card>

      <Card title="Plans">
        <QueryState query={plans}>
          {({ items }) => (
            <ul className="grid gap-4 md:grid-cols-3" aria-label="Plans">
              {items.map((plan) => {
                const current = subscription.data?.plan.id === plan.id;
                return (
                  <li key={plan.id} className="flex flex-col rounded-md border border-zinc-200 p-4 dark:border-zinc-800">
                    <h3 className="font-semibold">{plan.name}</h3>
                    <p className="mt-1 text-sm">
                      {plan.priceMonthly
                        ? `${formatMoney(plan.priceMonthly.amount / 100, plan.priceMonthly.currency.toUpperCase())} a month`
                        : "Free"}
                    </p>
                    <ul className="mt-3 grid flex-1 gap-1 text-sm text-zinc-700 dark:text-zinc-300">
                      {LIMIT_LINES.map(([feature, line]) => {
                        const value = plan.limits[feature];
                        return <li key={feature}>{value === null ? `Unlimited ${FEATURE_NAMES[feature]!.toLowerCase()}` : line(value)}</li>;
                      })}
                    </ul>
                    <div className="mt-4">
                      {current ? (
                        <p className="text-sm font-medium">The current plan</p>
                      ) : plan.purchasable && manages ? (
                        <Button
                          pending={redirect.isPending && redirect.variables?.planId === plan.id}
                          onClick={() => redirect.mutate({ planId: plan.id })}
                          aria-label={`Upgrade to ${plan.name}`}
                        >
                          {subscription.data?.provider && subscription.data.status !== "none" && subscription.data.status !== "canceled"
                            ? "Change in billing portal"
                            : `Upgrade to ${plan.name}`}
                        </Button>
                      ) : null}
                    </div>
                  </li>
                );
              })}
            </ul>
          )}
        </QueryState>
      </Card>
    </div>
  );
}

function UsageMeter({ item }: { item: Usage["items"][number] }) {
  const name = FEATURE_NAMES[item.feature] ?? item.feature;
  if (item.feature === "sync_interval") {
    return (
      <div className="text-sm">
        <p className="font-medium">{name}</p>
        <p className="text-zinc-600 dark:text-zinc-400">
          {item.limit === null ? "Any interval" : `Every ${item.limit} minutes at the shortest`}
        </p>
      </div>
    );
  }
  const percent = item.limit ? Math.min(100, Math.round((item.used / item.limit) * 100)) : 0;
  const full = item.limit !== null && item.used >= item.limit;
  return (
    <div className="text-sm">
      <div className="flex justify-between gap-2">
        <span className="font-medium">{name}</span>
        <span className="tabular-nums">
          {item.used.toLocaleString()} of {item.limit === null ? "unlimited" : item.limit.toLocaleString()}
        </span>
      </div>
      {item.limit !== null && item.limit > 0 && (
        <progress
          className={`mt-1 h-2 w-full overflow-hidden rounded ${full ? "accent-red-600" : "accent-indigo-600"}`}
          value={percent}
          max={100}
          aria-label={`${name}: ${percent}% used`}
        />
      )}
      {item.limit === 0 && <p className="text-zinc-600 dark:text-zinc-400">Not included in your plan</p>}
      {item.resetsAt && <p className="text-xs text-zinc-600 dark:text-zinc-400">Resets on {formatDateTime(item.resetsAt)}</p>}
    </div>
  );
}
