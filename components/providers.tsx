"use client";

import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { Toaster } from "sonner";

import { ApiProblem } from "@/client/api-fetch";

/** A session that ended (expired, signed out elsewhere, banned) sends the user to sign in again. */
function onApiError(error: unknown) {
  if (error instanceof ApiProblem && error.status === 401 && error.code === "unauthenticated" && typeof window !== "undefined") {
    const here = `${window.location.pathname}${window.location.search}`;
    // A full load, not the router: this runs outside React, and whatever the ended session had
    // loaded must not stay in memory.
    // eslint-disable-next-line @next/next/no-location-assign-relative-destination
    window.location.assign(`/signin?callbackUrl=${encodeURIComponent(here)}`);
  }
}

function makeQueryClient() {
  return new QueryClient({
    queryCache: new QueryCache({ onError: onApiError }),
    mutationCache: new MutationCache({ onError: onApiError }),
    defaultOptions: {
      queries: {
        staleTime: 10_000,
        refetchOnWindowFocus: false,
        // Client errors (4xx) are answers, not glitches: retrying them only delays the message.
        retry: (failures, error) => failures < 2 && !(error instanceof ApiProblem && error.status >= 400 && error.status < 500),
      },
    },
  });
}

export function Providers({ children }: { children: ReactNode }) {
  const [client] = useState(makeQueryClient);
  return (
    <QueryClientProvider client={client}>
      {children}
      {/* Confirmations after save, delete, reply and approve; actions (Undo) stay reachable by keyboard (Alt+T). */}
      <Toaster theme="system" position="bottom-right" closeButton richColors />
    </QueryClientProvider>
  );
}
