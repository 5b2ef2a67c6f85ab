"use client";

import { useSyncExternalStore } from "react";

/**
 * The team the header's switcher narrows the dashboard to (null: every team), kept in this
 * browser only: it is a view, not a permission. Every component reading it follows a change at
 * once, as do other tabs.
 */
const KEY = "current-team";
const listeners = new Set<() => void>();
/** The choice when the browser refuses storage (private mode): it lasts until the page is left. */
let unsaved: string | null = null;

function read(): string | null {
  try {
    return window.localStorage.getItem(KEY);
  } catch {
    return unsaved;
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener("storage", listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", listener);
  };
}

export function setCurrentTeam(teamId: string | null): void {
  unsaved = teamId;
  try {
    if (teamId) window.localStorage.setItem(KEY, teamId);
    else window.localStorage.removeItem(KEY);
  } catch {
    // Storage refused: `unsaved` holds it.
  }
  for (const listener of listeners) listener();
}

export function useCurrentTeam(): string | null {
  return useSyncExternalStore(subscribe, read, () => null);
}
