"use client";

import type { InfiniteData, QueryClient } from "@tanstack/react-query";

import type { ResultOf } from "@/lib/http/operation";

import type { AnyOperation } from "./call";
import { operationKey } from "./operation-keys";

type Page<O extends AnyOperation> = ResultOf<O> & { items: unknown[] };

/**
 * Puts an item an action answered in place of its old copy in every loaded page of a list
 * (`useLoadMore`'s pages), so the list shows it without loading again. `same` says which is its
 * old copy.
 */
export function replaceInPages<O extends AnyOperation, Item extends Page<O>["items"][number]>(
  queryClient: QueryClient,
  list: O,
  updated: Item,
  same: (item: Item) => boolean,
): void {
  queryClient.setQueriesData<InfiniteData<Page<O>>>(
    { queryKey: operationKey(list) },
    (data) =>
      data && {
        ...data,
        pages: data.pages.map((page) => ({ ...page, items: page.items.map((item) => (same(item as Item) ? updated : item)) })),
      },
  );
}
