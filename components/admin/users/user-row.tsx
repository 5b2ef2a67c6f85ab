"use client";

import Link from "next/link";

import { Button } from "@/components/ui/button";
import { ProblemAlert } from "@/components/ui/problem-alert";
import { Badge, RoleBadge } from "@/components/ui/status-badge";
import { Time } from "@/components/ui/time";
import type { AdminUser, Role } from "@/client/api-types";
import { plural } from "@/client/format";
import { ROLE_LABELS } from "@/client/labels";
import { useInlineForm } from "@/client/use-inline-form";

import { PlanChoice, planLabel } from "../plan-choice";
import { BanForm } from "./ban-form";
import { useUpdateUser } from "./use-update-user";

/** One user: who, role and ban state, and the admin's actions (errors such as 409 last_admin shown under them). */
export function UserRow({ user, isSelf }: { user: AdminUser; isSelf: boolean }) {
  const update = useUpdateUser(user.userId);
  const {
    open: banOpen,
    show: showBan,
    close: closeBan,
    attachTrigger: attachBanTrigger,
    panelProps: banPanelProps,
  } = useInlineForm<HTMLButtonElement, HTMLDivElement>();
  const label = user.name ?? user.email;
  return (
    <li className="flex flex-col gap-3 px-4 py-3" data-testid="user-row" data-user-id={user.userId}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <span className="font-medium break-all">{user.email}</span>
            {isSelf && <span className="text-xs text-zinc-600 dark:text-zinc-400">(you)</span>}
            <RoleBadge role={user.role} />
            <Badge tone={user.planId === "free" ? "neutral" : "info"} testId="user-plan">
              {planLabel(user.planId, user.subscriptionStatus)}
            </Badge>
            {user.banned && (
              <Badge tone="danger" testId="user-banned">
                Banned
              </Badge>
            )}
          </div>
          <div className="text-xs text-zinc-600 dark:text-zinc-400">
            {user.name && <>{user.name} · </>}
            {plural(user.appCount, "app")} · joined <Time value={user.createdAt} />
            {" · "}
            <Link className="underline" href={`/admin/audit-log?targetType=user&targetId=${encodeURIComponent(user.userId)}`}>
              Audit log
            </Link>
          </div>
          {user.banned && (
            <p className="mt-1 text-xs text-red-700 dark:text-red-300" data-testid="ban-reason">
              Banned <Time value={user.bannedAt} />
              {user.banReason ? `: ${user.banReason}` : " (no reason given)"}
            </p>
          )}
        </div>
        <div className="flex items-center gap-2">
          <label className="sr-only" htmlFor={`role-${user.userId}`}>
            Role of {label}
          </label>
          <select
            id={`role-${user.userId}`}
            className="rounded-md border border-zinc-300 bg-white px-2 py-1 text-sm disabled:opacity-50 dark:border-zinc-700 dark:bg-zinc-900"
            value={user.role}
            disabled={update.isPending}
            onChange={(event) => update.mutate({ role: event.target.value as Role })}
          >
            {Object.entries(ROLE_LABELS).map(([role, roleLabel]) => (
              <option key={role} value={role}>
                {roleLabel}
              </option>
            ))}
          </select>
          <PlanChoice
            id={`plan-${user.userId}`}
            label={`Plan of ${label}`}
            who={label}
            planId={user.planId}
            // The plan is the personal team's: its limit counts that team's apps, not those registered into shared teams.
            appCount={user.personalTeamAppCount}
            pending={update.isPending}
            onChange={(planId) => update.mutate({ planId })}
          />
          {user.banned ? (
            <Button size="sm" variant="secondary" pending={update.isPending} onClick={() => update.mutate({ banned: false })}>
              Unban
            </Button>
          ) : (
            !banOpen && (
              <Button ref={attachBanTrigger} size="sm" variant="danger" onClick={showBan} disabled={update.isPending}>
                Ban…
              </Button>
            )
          )}
        </div>
      </div>
      {banOpen && !user.banned && (
        <div {...banPanelProps}>
          <BanForm
            who={label}
            onCancel={closeBan}
            onBan={(banReason) => update.mutateAsync({ banned: true, ...(banReason ? { banReason } : {}) }).then(closeBan)}
          />
        </div>
      )}
      {!banOpen && <ProblemAlert error={update.error} />}
    </li>
  );
}
