/**
 * Runs once when the server starts, before it serves requests: validates the environment
 * and opens the database, applying pending migrations. A server that cannot do either
 * exits at once with the reason, rather than answering requests it cannot serve.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { startServer } = await import("./lib/system/start-server");
  await startServer();
}
