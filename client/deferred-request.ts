/**
 * Requests held back for a few seconds so the user can undo them (e.g. deleting a public
 * review response): nothing reaches the server until the delay ends. A held request survives
 * moving between pages of the dashboard; when the tab is closed or reloaded meanwhile, it is
 * sent right away (a `keepalive` fetch outlives the page), so nothing the user confirmed is lost.
 */

import { call, operationPath, type AnyOperation, type CallInput } from "./call";

/** A DELETE operation and what it is called with. */
export interface HeldDelete<O extends AnyOperation> {
  operation: O;
  input: CallInput<O>;
  /** The ETag of what the user saw when deciding: someone else's change since makes it a 412. */
  ifMatch?: string;
}

interface Held {
  timer: ReturnType<typeof setTimeout>;
  path: string;
  method: "DELETE";
  ifMatch?: string;
}

type Target = HeldDelete<AnyOperation>;

const pathOf = (target: Target) => operationPath(target.operation, (target.input as { params?: Record<string, unknown> }).params);

const send = (target: Target): Promise<unknown> => call<AnyOperation>(target.operation, target.input, { ifMatch: target.ifMatch });

const held = new Map<string, Held>();

function flushOnUnload() {
  for (const [key, request] of held) {
    clearTimeout(request.timer);
    held.delete(key);
    // The same request `call` would send (JSON content type on every state-changing call).
    void fetch(request.path, {
      method: request.method,
      credentials: "same-origin",
      keepalive: true,
      headers: {
        accept: "application/json",
        "content-type": "application/json",
        ...(request.ifMatch ? { "if-match": request.ifMatch } : {}),
      },
    });
  }
}

if (typeof window !== "undefined") window.addEventListener("pagehide", flushOnUnload);

/**
 * Sends the DELETE operation after `delayMs` unless cancelled; `key` identifies it (holding it
 * again restarts the delay). Resolves `onSent`/`onFailed` when it was sent.
 */
export function holdDelete<O extends AnyOperation>(
  key: string,
  target: HeldDelete<O>,
  delayMs: number,
  callbacks: { onSent: () => void; onFailed: (error: unknown) => void },
): { cancel: () => boolean } {
  const existing = held.get(key);
  if (existing) clearTimeout(existing.timer);
  const timer = setTimeout(() => {
    held.delete(key);
    send(target as Target).then(callbacks.onSent, callbacks.onFailed);
  }, delayMs);
  held.set(key, { timer, path: pathOf(target as Target), method: "DELETE", ifMatch: target.ifMatch });
  return {
    /** False when it was sent already. */
    cancel: () => {
      const current = held.get(key);
      if (!current || current.timer !== timer) return false;
      clearTimeout(timer);
      held.delete(key);
      return true;
    },
  };
}

export const isHeld = (key: string) => held.has(key);
