import { describe, expect, it } from "vitest";

import { suggestedNextVersion } from "./next-version-form";

describe("the number suggested for the next version", () => {
  it("raises the highest version's minor part and resets what follows", () => {
    expect(suggestedNextVersion(["1.4.2", "1.3"])).toBe("1.5.0");
    expect(suggestedNextVersion(["1.4", "1.10"])).toBe("1.11");
    expect(suggestedNextVersion(["2.9.9"])).toBe("2.10.0");
  });

  it("raises a one-part number itself, and starts at 1.0 for an app without versions", () => {
    expect(suggestedNextVersion(["3", "2.5"])).toBe("4");
    expect(suggestedNextVersion([])).toBe("1.0");
  });
});
