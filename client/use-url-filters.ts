"use client";

import { usePathname, useRouter, useSearchParams } from "next/navigation";

type Filters<Name extends string> = Record<Name, string>;

/**
 * A list's filters kept in the URL's query (`?status=failed&search=…`), so a filtered list can be
 * linked to, reloaded and gone back to. Missing parameters read as "". Setting replaces the URL
 * (no new history entry per filter) and leaves out empty values. Pages using it render inside
 * `<Suspense>` (Next.js requires it around `useSearchParams`).
 */
export function useUrlFilters<Name extends string>(names: readonly Name[]): [Filters<Name>, (next: Filters<Name>) => void] {
  const searchParams = useSearchParams();
  const pathname = usePathname();
  const router = useRouter();
  const values = Object.fromEntries(names.map((name) => [name, searchParams.get(name) ?? ""])) as Filters<Name>;
  function set(next: Filters<Name>) {
    const params = new URLSearchParams();
    for (const name of names) if (next[name]) params.set(name, next[name]);
    const query = params.toString();
    router.replace(query ? `${pathname}?${query}` : pathname, { scroll: false });
  }
  return [values, set];
}
