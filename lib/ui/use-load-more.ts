"use client";

import { useInfiniteQuery, type QueryKey } from "@tanstack/react-query";

import { apiFetch, type QueryValue } from "./api-fetch";
import type { Page } from "./api-types";

/**
 * A keyset-paginated list (`{items, nextCursor}`) read page by page: `items` holds every page
 * loaded so far, `loadMore()` fetches the next one.
 */
export function useLoadMore<T>(options: {
  queryKey: QueryKey;
  path: string;
  query?: Record<string, QueryValue>;
  limit?: number;
  enabled?: boolean;
  /** A number, or decided from the items loaded so far (e.g. poll while one of them is pending). */
  refetchInterval?: number | false | ((items: T[]) => number | false);
}) {
  const { refetchInterval } = options;
  const result = useInfiniteQuery({
    queryKey: [...options.queryKey, options.query ?? {}],
    queryFn: ({ pageParam, signal }) =>
      apiFetch<Page<T>>(options.path, { query: { ...options.query, limit: options.limit ?? 20, cursor: pageParam }, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled: options.enabled,
    refetchInterval:
      typeof refetchInterval === "function"
        ? (query) => refetchInterval(query.state.data?.pages.flatMap((page) => page.items) ?? [])
        : refetchInterval,
  });
  const items = result.data?.pages.flatMap((page) => page.items) ?? [];
  return {
    ...result,
    items,
    loadMore: () => void result.fetchNextPage(),
  };
}
