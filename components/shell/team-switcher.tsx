"use client";

import { usePathname, useRouter } from "next/navigation";

import * as teams from "@/lib/teams/operations";
import { setCurrentTeam, useCurrentTeam } from "@/client/current-team";
import { useOperation } from "@/client/use-operation";

/**
 * The header's team switcher, for people in more than one team: the dashboard's apps narrow to
 * the team chosen ("All teams": every app the person sees). Choosing one goes to its apps.
 */
export function TeamSwitcher() {
  const myTeams = useOperation(teams.listTeams, {});
  const current = useCurrentTeam();
  const router = useRouter();
  const pathname = usePathname();
  const items = myTeams.data?.items ?? [];
  if (items.length < 2) return null;
  // A team the person has left since shows as all teams.
  const value = items.some((team) => team.id === current) ? current! : "";
  return (
    <label className="flex items-center gap-2 text-sm">
      <span className="text-zinc-600 dark:text-zinc-400">Team</span>
      <select
        className="max-w-44 rounded-md border border-zinc-300 bg-white px-2 py-1 text-sm dark:border-zinc-700 dark:bg-zinc-900"
        value={value}
        onChange={(event) => {
          setCurrentTeam(event.target.value || null);
          if (pathname !== "/apps") router.push("/apps");
        }}
      >
        <option value="">All teams</option>
        {items.map((team) => (
          <option key={team.id} value={team.id}>
            {team.personal ? "Personal" : team.name}
          </option>
        ))}
      </select>
    </label>
  );
}
