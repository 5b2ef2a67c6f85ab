// The App Store Connect simulator in a child process of its own, over HTTP: for tests that measure
// this process's responsiveness, where the simulator's own work (building review pages, sorting
// tens of thousands of reviews) must not run on the thread being measured. Control over HTTP
// (`/_control/*`, platform/store-simulator/README.md).
import { spawn } from "node:child_process";

import type { LargeAppOptions, NewReview } from "@/platform/store-simulator";

interface SimulatorProcess {
  /** Base URL for STORE_API_BASE_URL, e.g. http://127.0.0.1:1234/store-sim */
  baseUrl: string;
  /** Adds a large app (POST _control/large-app); returns its App Store id. */
  seedLargeApp(options: LargeAppOptions): Promise<string>;
  /** A customer writes a review (POST _control/reviews), of any length; returns its id. */
  addReview(review: NewReview): Promise<string>;
  stop(): Promise<void>;
}

export async function startSimulatorProcess(): Promise<SimulatorProcess> {
  const child = spawn("node_modules/.bin/tsx", ["--conditions=react-server", "test/simulator-process-main.ts"], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const baseUrl = await new Promise<string>((resolve, reject) => {
    let output = "";
    child.stdout!.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const url = /^listening (\S+)$/m.exec(output)?.[1];
      if (url) resolve(url);
    });
    child.once("exit", (code) => reject(new Error(`the simulator process exited (${code}) before listening: ${output}`)));
  });
  const control = async <T>(action: string, body: unknown): Promise<T> => {
    const response = await fetch(`${baseUrl}/_control/${action}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${action} failed: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  };
  return {
    baseUrl,
    seedLargeApp: async (options) => (await control<{ storeId: string }>("large-app", options)).storeId,
    addReview: async (review) => (await control<{ id: string }>("reviews", review)).id,
    stop: async () => {
      child.kill("SIGTERM");
      await exited;
    },
  };
}
