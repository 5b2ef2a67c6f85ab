"use client";

import * as auth from "@/lib/auth/operations";

import { operationKey } from "./operation-keys";
import { useOperation } from "./use-operation";

/** The session's query key, for what changes the signed-in user (a new name, signing out). */
export const SESSION_QUERY_KEY = operationKey(auth.getSession);

/**
 * The signed-in user, from next-auth's session endpoint (which checks the database: a banned
 * or signed-out session reads as none). `user` is null when signed out.
 */
export function useSession() {
  const query = useOperation(auth.getSession, {}, { staleTime: 60_000 });
  return { ...query, user: query.data?.user ?? null, isAdmin: query.data?.user?.role === "admin" };
}
