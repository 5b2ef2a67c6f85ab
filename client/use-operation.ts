"use client";

import { useQuery, type UseQueryOptions } from "@tanstack/react-query";

import type { ResultOf } from "@/lib/http/operation";

import type { ApiProblem } from "./api-fetch";
import { call, type AnyOperation, type CallInput } from "./call";
import { operationKey } from "./operation-keys";

type ReadOptions<O extends AnyOperation> = Omit<UseQueryOptions<ResultOf<O>, ApiProblem>, "queryKey" | "queryFn">;

/** Reads a GET operation with react-query: the key comes from the operation and its input, the type from its response. */
export function useOperation<O extends AnyOperation>(operation: O, input: CallInput<O>, options: ReadOptions<O> = {}) {
  return useQuery<ResultOf<O>, ApiProblem>({
    ...options,
    queryKey: operationKey(operation, input),
    queryFn: ({ signal }) => call<AnyOperation>(operation, input, { signal }) as Promise<ResultOf<O>>,
  });
}
