import { expect, it } from "vitest";

import { env } from "@/lib/env";
import { useApi } from "@/test/use-api";

// A configured store replaces the simulator entirely (read once per test file).
process.env.STORE_API_BASE_URL = "https://api.appstoreconnect.apple.com";

const api = useApi();

it("does not serve the simulator when STORE_API_BASE_URL is set", async () => {
  expect(env().STORE_API_BASE_URL).toBe("https://api.appstoreconnect.apple.com");
  const response = await fetch(`${api.url}/store-sim/v1/apps/6449000001`);
  expect(response.status).toBe(404);
  expect(response.headers.get("content-type")).toBe("application/problem+json");
});
