/**
 * The service's process-wide singletons (the environment, the database, the loggers, the rate
 * limiters, the embedded simulator, the outbox's drain), each under a name with how to close it.
 * They live on globalThis, under one key: Next's route bundles each hold their own copy of these
 * modules and must share one database.
 *
 * Tests run many files in one process (test/process-state.ts): between two files every singleton
 * is closed, and each file starts a new generation. A module loaded for an earlier file (a job
 * run, a timer, a request that outlived its file) that asks for a singleton then throws instead
 * of reaching the next file's database. In production there is one generation, never closed.
 */
export type SingletonName =
  | "env"
  | "database"
  | "logger"
  | "requestLogger"
  | "rateLimiters"
  | "rateLimitRedis"
  | "signInLimiters"
  | "accountEmailLimiter"
  | "invitationLimiters"
  | "passwordHashing"
  | "proxyTrust"
  | "storeSimulator"
  | "builtInStore"
  | "embeddedWebhookRoute"
  | "outboxDrain";

export const SINGLETONS_KEY = Symbol.for("app-publishing-service.singletons");

interface Slot {
  value: unknown;
  close?: () => unknown;
}

interface Registry {
  generation: number;
  /** Set between a test file's end and the next one's start: nothing may open a singleton then. */
  closed: boolean;
  slots: Map<SingletonName, Slot>;
}

function registry(): Registry {
  const holder = globalThis as { [SINGLETONS_KEY]?: Registry };
  return (holder[SINGLETONS_KEY] ??= { generation: 0, closed: false, slots: new Map() });
}

/** The generation this copy of the module was evaluated in. */
const loadedIn = registry().generation;

/** Thrown to work that outlived the test file it belongs to. */
export class OutlivedItsFileError extends Error {
  constructor(name: SingletonName) {
    super(
      `process singleton "${name}" asked for by work that outlived its test file (a runner, loop, timer or request ` +
        "left running): stop it in the file's own teardown",
    );
    this.name = "OutlivedItsFileError";
  }
}

/** The singleton `name`, created by `create` on first use; `close` releases what it holds. */
export function processSingleton<T>(name: SingletonName, create: () => T, close?: (value: T) => unknown): T {
  const current = registry();
  if (current.closed || current.generation !== loadedIn) throw new OutlivedItsFileError(name);
  const existing = current.slots.get(name);
  if (existing) return existing.value as T;
  const value = create();
  current.slots.set(name, { value, close: close && (() => close(value)) });
  return value;
}

/**
 * Forgets `name` without closing it, and returns what it held: its owner closes it, or opening it
 * failed (`when` says whether the value held now is the one that failed).
 */
export function forgetSingleton(name: SingletonName, when: (value: unknown) => boolean = () => true): unknown {
  const current = registry();
  // A module of an earlier file has nothing here to forget (its singletons were closed with it).
  if (current.generation !== loadedIn) return undefined;
  const slot = current.slots.get(name);
  if (!slot || !when(slot.value)) return undefined;
  current.slots.delete(name);
  return slot.value;
}

/** The names of the singletons open now. */
export function openSingletons(): SingletonName[] {
  return [...registry().slots.keys()];
}

/**
 * Closes every singleton (later ones first: they may use earlier ones) and refuses new ones
 * until `startGeneration()`. Returns the failures, by name.
 */
export async function closeSingletons(): Promise<{ name: SingletonName; error: unknown }[]> {
  const current = registry();
  current.closed = true;
  const failures: { name: SingletonName; error: unknown }[] = [];
  for (const [name, slot] of [...current.slots].reverse()) {
    current.slots.delete(name);
    try {
      await slot.close?.();
    } catch (error) {
      failures.push({ name, error });
    }
  }
  return failures;
}

/** A new generation (a test file starting): modules evaluated from now on may open singletons. */
export function startGeneration(): number {
  const current = registry();
  current.generation += 1;
  current.closed = false;
  return current.generation;
}
