import { describe, expect, it } from "vitest";

import { versionsToRetain } from "./retention";

const version = (id: string, day: number, appStoreState = "REPLACED_WITH_NEW_VERSION") => ({
  id,
  appStoreState,
  storeCreatedAt: new Date(Date.UTC(2026, 0, day)),
});

describe("versionsToRetain", () => {
  it("keeps the newest N, oldest pruned first", () => {
    const kept = versionsToRetain([version("a", 1), version("b", 2), version("c", 3), version("d", 4)], 2);
    expect(kept.map((v) => v.id)).toEqual(["d", "c"]);
  });

  it("never prunes the live or the editable version, however old", () => {
    const kept = versionsToRetain(
      [version("live", 1, "READY_FOR_SALE"), version("b", 2), version("c", 3), version("draft", 0, "PREPARE_FOR_SUBMISSION")],
      1,
    );
    expect(kept.map((v) => v.id).sort()).toEqual(["c", "draft", "live"]);
  });
});
