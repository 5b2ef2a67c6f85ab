"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";

import * as screenshots from "@/lib/screenshots/operations";
import { call } from "@/client/call";

import { refreshScreenshots } from "./refresh";

/**
 * A set's order as the person arranges it: shown at once, and sent (every screenshot of the set,
 * in the new order) one request after the other, the last arrangement last. A refused order puts
 * the set back as the server has it and keeps the problem to show.
 */
export function useSetOrder({ appId, versionId, setId, ids }: { appId: string; versionId: string; setId: string; ids: string[] }) {
  const queryClient = useQueryClient();
  const [arranged, setArranged] = useState<string[] | null>(null);
  const [error, setError] = useState<unknown>(null);
  const queue = useRef<{ sending: boolean; next: string[] | null }>({ sending: false, next: null });

  // A screenshot deleted or added meanwhile: the arrangement keeps what is still there, new ones last.
  const order = arranged ? [...arranged.filter((id) => ids.includes(id)), ...ids.filter((id) => !arranged.includes(id))] : ids;

  async function sendAll() {
    const pending = queue.current;
    if (pending.sending) return;
    pending.sending = true;
    try {
      while (pending.next) {
        const screenshotIds = pending.next;
        pending.next = null;
        await call(screenshots.reorderScreenshots, { params: { appId, versionId, setId }, body: { screenshotIds } });
      }
    } catch (problem) {
      pending.next = null;
      setError(problem);
    } finally {
      pending.sending = false;
      await refreshScreenshots(queryClient, { appId, versionId }, { readiness: false });
      // Unless another move started meanwhile, the set now reads as the server has it.
      if (!pending.sending && !pending.next) setArranged(null);
    }
  }

  return {
    order,
    error,
    saving: arranged !== null,
    /** Moves the screenshot at `from` to `to` (0-based) and sends the new order. */
    move(from: number, to: number) {
      if (from === to || to < 0 || to >= order.length) return;
      const next = [...order];
      const [moved] = next.splice(from, 1);
      next.splice(to, 0, moved!);
      setError(null);
      setArranged(next);
      queue.current.next = next;
      void sendAll();
    },
  };
}
