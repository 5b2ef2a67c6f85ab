"use client";

import { PageHeader } from "@/components/ui/card";
import { TextField } from "@/components/ui/field";
import { FilterForm } from "@/components/ui/filter-form";
import { LoadMore } from "@/components/ui/load-more";
import { ProblemAlert } from "@/components/ui/problem-alert";
import { EmptyState, Loading } from "@/components/ui/states";
import * as adminTeams from "@/lib/admin-teams/operations";
import { useLoadMore } from "@/client/use-load-more";
import { useUrlFilters } from "@/client/use-url-filters";

import { TeamRow } from "./team-row";

const FILTERS = ["search"] as const;

/** /admin/teams(?search=): every team with its members and roles, plan (which an admin may change), apps and pending invitations. */
export function AdminTeamsView() {
  const [filters, setFilters] = useUrlFilters(FILTERS);
  const teams = useLoadMore(adminTeams.listTeams, { query: filters });
  return (
    <>
      <PageHeader title="Teams" description="Who works on which apps, with which role, on which plan." />
      <FilterForm label="Search teams" value={filters} onApply={setFilters} columns="sm:grid-cols-[minmax(0,24rem)_auto]">
        {(draft, set) => (
          <TextField
            label="Search"
            type="search"
            placeholder="Team name or a member's email"
            value={draft.search}
            onChange={set("search")}
          />
        )}
      </FilterForm>
      <ProblemAlert error={teams.error} className="mb-4" />
      {teams.isPending ? (
        <Loading label="Loading teams…" />
      ) : teams.items.length === 0 ? (
        !teams.error && <EmptyState title="No teams found" />
      ) : (
        <ul
          className="divide-y divide-zinc-100 rounded-lg border border-zinc-200 bg-white dark:divide-zinc-800 dark:border-zinc-800 dark:bg-zinc-900"
          aria-label="Teams"
        >
          {teams.items.map((team) => (
            <TeamRow key={team.id} team={team} />
          ))}
        </ul>
      )}
      <LoadMore
        hasNextPage={teams.hasNextPage}
        isFetchingNextPage={teams.isFetchingNextPage}
        loadMore={teams.loadMore}
        label="Load more teams"
      />
    </>
  );
}
