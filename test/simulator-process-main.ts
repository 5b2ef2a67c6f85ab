// The child of test/simulator-process.ts: serves a simulator with its control plane on a free
// port and prints `listening <base URL>`. It plays a broken store too: its control plane writes
// texts of any length (a 30 MB review).
import { createStoreSimulator } from "@/platform/store-simulator";

import { serveOverHttp } from "./serve-over-http";

const BASE_PATH = "/store-sim";
const sim = createStoreSimulator({ basePath: BASE_PATH, controlEnabled: true, controlWithinStoreLimits: false });
const server = await serveOverHttp((request) => sim.handle(request));
console.log(`listening ${server.origin}${BASE_PATH}`);
process.once("SIGTERM", () => void server.close().then(() => process.exit(0)));
