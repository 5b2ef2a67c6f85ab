import { BACKGROUND_WORK_KEY, runningBackgroundWork } from "@/lib/process/background-work";
import { ASYNC_CONTEXTS_KEY } from "@/lib/process/async-context";
import { closeSingletons, SINGLETONS_KEY, startGeneration } from "@/lib/process/singletons";
import { SHUTDOWN_KEY } from "@/lib/system/shutdown";

/**
 * Test files share worker processes (`isolate: false` in vitest.config.mts: loading the
 * dependencies once per worker instead of once per file is most of what isolation cost). So that
 * no file reaches the next one, test/setup-process.ts brackets each file:
 * - `startFile()`: the environment as it was before any test file ran in this worker (files set
 *   their own settings at their top), and a new generation of the service's singletons
 *   (lib/process/singletons.ts): a module loaded for an earlier file that asks for one throws;
 * - `endFile()`, after the file's own teardown: whatever background work the file left running
 *   (runners' polling loops and job runs, LISTEN subscriptions: lib/process/background-work.ts)
 *   is stopped and fails the file, every singleton is closed (the database first among them),
 *   and the file fails if it left a server listening, a child process running, or a global the
 *   project's own code put on globalThis outside the singletons' registry.
 */

/** The worker as it was before its first test file: taken once, when that file's setup starts. */
interface WorkerBaseline {
  env: Readonly<Record<string, string | undefined>>;
  /** Where each global created since was assigned: the stack's first frame outside this file. */
  globalsAssignedAt: Map<PropertyKey, string>;
}

const BASELINE_KEY = Symbol.for("app-publishing-service.test-worker-baseline");

export function workerBaseline(): WorkerBaseline {
  const holder = globalThis as { [BASELINE_KEY]?: WorkerBaseline };
  if (!holder[BASELINE_KEY]) {
    holder[BASELINE_KEY] = { env: Object.freeze({ ...process.env }), globalsAssignedAt: new Map() };
    watchNewGlobals(holder[BASELINE_KEY].globalsAssignedAt);
  }
  return holder[BASELINE_KEY];
}

/**
 * Records where each new global is assigned (`globalThis.x = …`, `??=`, Object.assign): an
 * assignment to a property globalThis does not have yet goes up its prototype chain, where a
 * proxy sees it, with the stack. That tells a package's global (assigned from node_modules, once
 * per worker) from the service's own. A global made with Object.defineProperty is not seen.
 */
function watchNewGlobals(assignedAt: Map<PropertyKey, string>): void {
  Object.setPrototypeOf(
    globalThis,
    new Proxy(Object.getPrototypeOf(globalThis) as object, {
      set(prototype, key, value, receiver) {
        if (receiver === globalThis) {
          const frames = new Error().stack?.split("\n").slice(1) ?? [];
          assignedAt.set(key, frames.find((frame) => !frame.includes("test/process-state.ts"))?.trim() ?? "");
        }
        return Reflect.set(prototype, key, value, receiver);
      },
    }),
  );
}

/** A global assigned by the project's own code, not a package's (Prisma's generated client counts as Prisma's). */
function assignedByTheProject(frame: string | undefined): frame is string {
  return frame !== undefined && !["/node_modules/", "/lib/db/generated/", "(node:"].some((part) => frame.includes(part));
}

/**
 * Globals the service sets on purpose and keeps for the process's life: the singletons' and
 * background work's registries (emptied between files), the async contexts (they hold a value
 * only inside the call that set it), the shutdown hook server/main.mjs calls (dropped between
 * files), and the stamp that proves a request came through this process's own
 * server (random per process; the same in every file, as in production).
 */
const SERVICE_GLOBALS: ReadonlySet<PropertyKey> = new Set([
  SINGLETONS_KEY,
  BACKGROUND_WORK_KEY,
  ASYNC_CONTEXTS_KEY,
  SHUTDOWN_KEY,
  Symbol.for("app-publishing-service.peer-stamp"),
  // This file's own: the worker's baseline and the file running now.
  Symbol.for("app-publishing-service.test-worker-baseline"),
  Symbol.for("app-publishing-service.test-file"),
  // The API exchanges a file made, and the OpenAPI contract they are held against (test/contract):
  // taken and checked at each file's end.
  Symbol.for("app-publishing-service.test-exchanges"),
  Symbol.for("app-publishing-service.test-contract"),
]);

/** Handles nothing may leave behind: a listening server, a child process. */
const LASTING_HANDLES = ["TCPServerWrap", "ProcessWrap"];

function lastingHandles(): Map<string, number> {
  const counts = new Map<string, number>(LASTING_HANDLES.map((type) => [type, 0]));
  for (const type of process.getActiveResourcesInfo()) {
    if (counts.has(type)) counts.set(type, counts.get(type)! + 1);
  }
  return counts;
}

export interface FileStart {
  globals: ReadonlySet<PropertyKey>;
  handles: Map<string, number>;
  /** Steps after the checks (e.g. dropping the file's PostgreSQL database). */
  finally: (() => Promise<void>)[];
  /** Checks of what the file did, run last: each returns what is wrong, in words, or null (test/setup-contract.ts). */
  checks: (() => string | null)[];
}

const FILE_KEY = Symbol.for("app-publishing-service.test-file");

/** Before a file: the baseline environment, a new generation of singletons. */
export function startFile(): FileStart {
  const { env } = workerBaseline();
  for (const name of Object.keys(process.env)) {
    if (!(name in env)) delete process.env[name];
  }
  Object.assign(process.env, env);
  delete (globalThis as Record<PropertyKey, unknown>)[SHUTDOWN_KEY];
  startGeneration();
  const start: FileStart = { globals: new Set(Reflect.ownKeys(globalThis)), handles: lastingHandles(), finally: [], checks: [] };
  (globalThis as { [FILE_KEY]?: FileStart })[FILE_KEY] = start;
  return start;
}

/** The file running now (its setup files each load their own copy of this module). */
export function currentFile(): FileStart {
  const start = (globalThis as { [FILE_KEY]?: FileStart })[FILE_KEY];
  if (!start) throw new Error("no test file started (test/setup-process.ts runs first)");
  return start;
}

/**
 * After a file's own teardown: stops and reports what it left running, closes every singleton,
 * and checks it left no server, child process or global behind; then runs the file's `checks`.
 * Throws (failing the file) with every problem found; what it stopped or closed cannot reach the
 * next file either way.
 */
export async function endFile(start: FileStart = currentFile()): Promise<void> {
  const problems: string[] = [];
  const leftRunning = runningBackgroundWork();
  await Promise.allSettled(leftRunning.map((work) => work.stop()));
  for (const work of leftRunning) {
    problems.push(`${work.name} was still running after the file's teardown (stop it there); it was started\n${work.startedAt}`);
  }
  for (const { name, error } of await closeSingletons()) {
    problems.push(`closing the process singleton "${name}" failed: ${(error as Error).message}`);
  }
  delete (globalThis as Record<PropertyKey, unknown>)[SHUTDOWN_KEY];

  const { globalsAssignedAt } = workerBaseline();
  for (const key of Reflect.ownKeys(globalThis)) {
    const assignedAt = globalsAssignedAt.get(key);
    if (start.globals.has(key) || SERVICE_GLOBALS.has(key) || !assignedByTheProject(assignedAt)) continue;
    problems.push(
      `globalThis[${String(key)}] was added while the file ran, ${assignedAt}: keep the service's process-wide state with ` +
        "processSingleton() (lib/process/singletons.ts), which closes it between files",
    );
  }

  // A handle closed now leaves the list in the close phase, which follows setImmediate's: two turns.
  for (let turn = 0; turn < 2; turn++) await new Promise((resolve) => setImmediate(resolve));
  for (const [type, count] of lastingHandles()) {
    const before = start.handles.get(type) ?? 0;
    if (count > before) {
      const what = type === "TCPServerWrap" ? "server(s) still listening" : "child process(es) still running";
      problems.push(`${count - before} ${what} after the file's teardown: close them in an afterAll`);
    }
  }

  for (const step of start.finally) await step();
  const failures = start.checks.map((check) => check()).filter((failure) => failure !== null);
  if (problems.length > 0)
    failures.unshift(`This test file leaves work behind that could reach the next file:\n- ${problems.join("\n- ")}`);
  if (failures.length > 0) throw new Error(failures.join("\n\n"));
}
