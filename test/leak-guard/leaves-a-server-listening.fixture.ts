import http from "node:http";

import { expect, it } from "vitest";

it("starts a server and never closes it", async () => {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  expect(server.listening).toBe(true);
});
