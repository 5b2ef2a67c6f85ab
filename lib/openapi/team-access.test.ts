import { describe, expect, it } from "vitest";

import { operations } from "./operations";
import { isTeamScoped, TEAM_ACCESS } from "./team-access";

describe("team access", () => {
  it("is declared for every operation on a team's resources, and for nothing else", () => {
    const scoped = operations.filter((operation) => isTeamScoped(operation.path)).map((operation) => operation.operationId);
    expect(scoped.filter((id) => !(id in TEAM_ACCESS))).toEqual([]);
    expect(Object.keys(TEAM_ACCESS).filter((id) => !scoped.includes(id))).toEqual([]);
  });
});
