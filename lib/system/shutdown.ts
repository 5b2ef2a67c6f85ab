/**
 * Work to finish before the process exits (e.g. the embedded runner handing its runs back).
 * The production server (server/main.mjs) calls these on SIGINT/SIGTERM, after it stopped
 * taking requests. The registry lives on globalThis: that server is plain JavaScript outside the
 * Next.js bundle, and the bundle may hold more than one copy of this module.
 */
export const SHUTDOWN_KEY = Symbol.for("app-publishing-service.shutdown");

type ShutdownTask = () => Promise<void>;

const registry = globalThis as { [SHUTDOWN_KEY]?: { tasks: ShutdownTask[]; (): Promise<unknown> } };

export function onShutdown(task: ShutdownTask): void {
  if (!registry[SHUTDOWN_KEY]) {
    const tasks: ShutdownTask[] = [];
    registry[SHUTDOWN_KEY] = Object.assign(() => Promise.allSettled(tasks.map((run) => run())), { tasks });
  }
  registry[SHUTDOWN_KEY].tasks.push(task);
}
