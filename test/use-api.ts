import { afterAll, beforeAll } from "vitest";

import { databaseReady } from "@/lib/db/client";

import { ApiClient } from "./api-client";
import { startTestServer } from "./http-server";

/** Starts the HTTP server for a test file; `client()` gives a fresh cookie jar each call. */
export function useApi() {
  let server: Awaited<ReturnType<typeof startTestServer>> | undefined;
  const api = {
    url: "",
    client: () => new ApiClient(api.url),
  };
  beforeAll(async () => {
    await databaseReady();
    server = await startTestServer();
    api.url = server.url;
  });
  afterAll(async () => {
    await server?.close();
  });
  return api;
}
