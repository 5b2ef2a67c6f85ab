/**
 * What runs in the background in this process: polling loops, LISTEN subscriptions, job runs in
 * flight. Each registers while it is alive, with how to stop it and where it was started. The
 * tests use this to end a file red when something it started outlives it, and to stop that
 * before the next file starts (test/process-state.ts). The registry lives on globalThis so that
 * every copy of this module (Next's bundles, test files' fresh modules) sees the same work.
 */
export const BACKGROUND_WORK_KEY = Symbol.for("app-publishing-service.background-work");

export interface BackgroundWork {
  /** What it is, e.g. "polling loop (runner tick failed)". */
  readonly name: string;
  /** The stack where it started: the line of a test that left it running. */
  readonly startedAt: string;
  /** Stops it and waits until it has (it leaves the registry then). */
  stop(): Promise<void>;
}

function running(): Set<BackgroundWork> {
  const holder = globalThis as { [BACKGROUND_WORK_KEY]?: Set<BackgroundWork> };
  return (holder[BACKGROUND_WORK_KEY] ??= new Set());
}

/** Registers work that is now alive; call the returned function once it has ended. */
export function trackBackgroundWork(name: string, stop: () => Promise<void>): () => void {
  const work: BackgroundWork = { name, startedAt: new Error().stack?.split("\n").slice(2).join("\n") ?? "", stop };
  running().add(work);
  return () => void running().delete(work);
}

/** The work alive now. */
export function runningBackgroundWork(): BackgroundWork[] {
  return [...running()];
}
