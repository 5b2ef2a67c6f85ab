import { expect, it } from "vitest";

import { deviceName } from "./device-name";

it("names browsers with their system, tools by their name, and nothing as unknown", () => {
  expect(
    deviceName("Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36"),
  ).toBe("Chrome on macOS");
  expect(
    deviceName(
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
    ),
  ).toBe("Safari on iOS");
  expect(deviceName("curl/8.5.0")).toBe("curl");
  expect(deviceName(null)).toBe("Unknown device");
});
