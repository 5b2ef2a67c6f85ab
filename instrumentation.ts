/**
 * Runs once when the server starts, before it serves requests: hands the built-in store to the
 * service's code (lib/store/built-in-store.ts), validates the environment,
 * opens the database (applying pending migrations) and starts the background jobs' drain (the
 * embedded runner, or the relay to an Inngest server). A server that cannot do these exits at
 * once with the reason, rather than answering requests it cannot serve.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const [{ startServer }, { startJobs }, { provideEmbeddedStore }] = await Promise.all([
    import("./lib/system/start-server"),
    import("./inngest/start"),
    import("./platform/store-simulator/embedded"),
  ]);
  // The built-in store, handed to the service's code before any request (lib never imports platform/).
  provideEmbeddedStore();
  await startServer({ startBackgroundWork: startJobs });
}
