"use client";

import { useQuery } from "@tanstack/react-query";

import { apiFetch } from "./api-fetch";
import type { SessionUser } from "./api-types";

export const SESSION_QUERY_KEY = ["session"] as const;

/**
 * The signed-in user, from next-auth's session endpoint (which checks the database: a banned
 * or signed-out session reads as none). `user` is null when signed out.
 */
export function useSession() {
  const query = useQuery({
    queryKey: SESSION_QUERY_KEY,
    queryFn: ({ signal }) => apiFetch<{ user?: SessionUser }>("/api/auth/session", { signal }),
    staleTime: 60_000,
  });
  return { ...query, user: query.data?.user ?? null, isAdmin: query.data?.user?.role === "admin" };
}
