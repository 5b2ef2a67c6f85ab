// The production HTTP server (`npm start`): Next.js behind a plain Node server, so that the
// client's address comes from the socket (see node-hooks.mjs) and not from headers a client can
// write. Listens on PORT (default 3000) on every interface, as `next start` does.
import { createServer } from "node:http";

import next from "next";

import { configureServer, prepareRequest } from "./node-hooks.mjs";

const port = Number(process.env.PORT ?? 3000);

const app = next({ dev: false, port, hostname: "localhost" });
const handle = app.getRequestHandler();
await app.prepare();

const server = createServer((req, res) => {
  prepareRequest(req, res);
  void handle(req, res);
});
configureServer(server);
server.listen(port, () => {
  console.log(`▲ Ready on http://localhost:${port}`);
});

// SIGINT/SIGTERM: stop taking requests, let the app finish its own work (the embedded job runner
// hands its runs back at a step boundary: lib/system/shutdown.ts), then exit.
const SHUTDOWN_KEY = Symbol.for("app-publishing-service.shutdown");
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.once(signal, () => {
    setTimeout(() => process.exit(0), 30_000).unref();
    server.close();
    server.closeIdleConnections();
    void Promise.resolve(globalThis[SHUTDOWN_KEY]?.())
      .catch((error) => console.error("shutdown:", error))
      .finally(() => process.exit(0));
  });
}
