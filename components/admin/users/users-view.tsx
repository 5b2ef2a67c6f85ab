"use client";

import { PageHeader } from "@/components/ui/card";
import { TextField } from "@/components/ui/field";
import { FilterForm } from "@/components/ui/filter-form";
import { LoadMore } from "@/components/ui/load-more";
import { ProblemAlert } from "@/components/ui/problem-alert";
import { EmptyState, Loading } from "@/components/ui/states";
import * as adminUsers from "@/lib/admin-users/operations";
import { useLoadMore } from "@/client/use-load-more";
import { useSession } from "@/client/use-session";
import { useUrlFilters } from "@/client/use-url-filters";

import { UserRow } from "./user-row";

const FILTERS = ["search"] as const;

/** /admin/users(?search=): search, page through, change roles, ban and unban. */
export function UsersView() {
  const session = useSession();
  const [filters, setFilters] = useUrlFilters(FILTERS);
  const users = useLoadMore(adminUsers.listUsers, { query: filters });
  return (
    <>
      <PageHeader title="Users" description="Roles and bans. Every change is written to the audit log." />
      <FilterForm label="Search users" value={filters} onApply={setFilters} columns="sm:grid-cols-[minmax(0,24rem)_auto]">
        {(draft, set) => (
          <TextField label="Search" type="search" placeholder="Text in the email or name" value={draft.search} onChange={set("search")} />
        )}
      </FilterForm>
      <ProblemAlert error={users.error} className="mb-4" />
      {users.isPending ? (
        <Loading label="Loading users…" />
      ) : users.items.length === 0 ? (
        !users.error && (
          <EmptyState title="No users found">{filters.search ? `No email or name contains “${filters.search}”.` : null}</EmptyState>
        )
      ) : (
        <ul
          className="divide-y divide-zinc-100 rounded-lg border border-zinc-200 bg-white dark:divide-zinc-800 dark:border-zinc-800 dark:bg-zinc-900"
          aria-label="Users"
        >
          {users.items.map((user) => (
            <UserRow key={user.userId} user={user} isSelf={user.userId === session.user?.id} />
          ))}
        </ul>
      )}
      <LoadMore
        hasNextPage={users.hasNextPage}
        isFetchingNextPage={users.isFetchingNextPage}
        loadMore={users.loadMore}
        label="Load more users"
      />
    </>
  );
}
