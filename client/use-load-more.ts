"use client";

import { useInfiniteQuery, type QueryKey } from "@tanstack/react-query";
import type { z } from "zod";

import type { Operation, ResultOf } from "@/lib/http/operation";

import { call, type AnyOperation, type CallInput } from "./call";
import { operationKey } from "./operation-keys";

/** An item of a list operation's page (`{items, nextCursor}`). */
export type ItemOf<O extends AnyOperation> = ResultOf<O> extends { items: (infer Item)[] } ? Item : never;

type QueryOf<O> = O extends Operation<z.ZodType, infer Query, z.ZodType, infer _Answers> ? z.input<Query> : never;

/**
 * A list's filters as a page holds them (often the URL's text): the operation's query names, each
 * value what its schema takes or text (the server parses it and refuses what does not fit).
 * Empty values are left out of the request.
 */
export type ListFilters<O extends AnyOperation> = { [Name in Exclude<keyof QueryOf<O>, "limit" | "cursor">]?: QueryOf<O>[Name] | string };

/** What a list operation is read with: its path parameters and its filters (`limit` and `cursor` are the hook's). */
export type ListInput<O extends AnyOperation> = Omit<CallInput<O>, "query"> & { query?: ListFilters<O> };

interface LoadMoreOptions<Item> {
  limit?: number;
  enabled?: boolean;
  /** A number, or decided from the items loaded so far (e.g. poll while one of them is pending). */
  refetchInterval?: number | false | ((items: Item[]) => number | false);
}

interface Page<Item> {
  items: Item[];
  nextCursor: string | null;
}

/**
 * A keyset-paginated list operation (`{items, nextCursor}`) read page by page: `items` holds every
 * page loaded so far (typed from the operation's response), `loadMore()` fetches the next one.
 * `input` holds the operation's params and the list's filters; the hook adds `limit` and `cursor`.
 */
export function useLoadMore<O extends AnyOperation>(operation: O, input: ListInput<O>, options: LoadMoreOptions<ItemOf<O>> = {}) {
  const source = fromOperation(operation, input, options as LoadMoreOptions<never>);
  return useLoadMoreOf<ItemOf<O>>(source.queryKey, source.fetchPage, options);
}

type FetchPage<Item> = (pageQuery: { limit: number; cursor: string | undefined }, signal: AbortSignal) => Promise<Page<Item>>;

/**
 * The list's query key: the operation's, marked apart from a plain read of the same list (the
 * cache holds pages here, not one page). Invalidate it, or any prefix of it, to reload the list.
 */
export function loadMoreKey<O extends AnyOperation>(operation: O, input: ListInput<O>): unknown[] {
  const { params, query } = input as { params?: Record<string, unknown>; query?: Record<string, unknown> };
  return [...operationKey<AnyOperation>(operation, { params, query }), "pages"];
}

function fromOperation(operation: AnyOperation, input: unknown, options: LoadMoreOptions<never>) {
  const { params, query } = (input ?? {}) as { params?: Record<string, unknown>; query?: Record<string, unknown> };
  const fetchPage: FetchPage<never> = (pageQuery, signal) =>
    call<AnyOperation>(operation, { params, query: { ...query, ...pageQuery } }, { signal }) as Promise<Page<never>>;
  return { queryKey: loadMoreKey<AnyOperation>(operation, input as ListInput<AnyOperation>), fetchPage, options };
}

function useLoadMoreOf<Item>(queryKey: QueryKey, fetchPage: FetchPage<Item>, options: LoadMoreOptions<Item>) {
  const { refetchInterval } = options;
  const result = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam, signal }) => fetchPage({ limit: options.limit ?? 20, cursor: pageParam }, signal),
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
