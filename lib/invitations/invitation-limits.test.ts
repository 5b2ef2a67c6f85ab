// Small daily caps, so a test reaches them: the environment is read once per file.
process.env.INVITATIONS_PER_ADDRESS_PER_DAY = "3";
process.env.INVITATIONS_PER_TEAM_PER_DAY = "5";

import { randomUUID } from "node:crypto";

import { describe, expect, it } from "vitest";

import { db } from "@/lib/db/client";
import { emailCount } from "@/test/account-emails";
import { setTeamPlan } from "@/test/personal-team";
import { runJobs } from "@/test/synced-app";
import { person } from "@/test/team-members";
import { useApi } from "@/test/use-api";

const api = useApi();
// Addresses of this run only: with REDIS_URL set, the counters outlive the file.
const address = (name: string) => `${name}-${randomUUID().slice(0, 8)}@example.com`;

/** A new account with a team of its own (on a plan with seats to spare), named as given. */
async function teamOf(ownerName: string, teamName: string) {
  const owner = await person(api, ownerName);
  const teamId = (await owner.client.post("/api/teams", { name: teamName })).body.id as string;
  await setTeamPlan(teamId, "pro");
  const invite = (email: string) => owner.client.post(`/api/teams/${teamId}/invitations`, { email, role: "viewer" });
  const revoke = (invitationId: string) => owner.client.delete(`/api/teams/${teamId}/invitations/${invitationId}`);
  return { owner, teamId, invite, revoke };
}

const expectCapped = (response: { status: number; headers: Headers; body: { code?: string } }) => {
  expect(response).toMatchObject({ status: 429, body: { code: "rate_limited" } });
  const retryAfter = Number(response.headers.get("retry-after"));
  expect(retryAfter).toBeGreaterThan(23 * 3600);
  expect(retryAfter).toBeLessThanOrEqual(24 * 3600);
};

describe("invitations are not an email cannon", () => {
  it("reach one address at most INVITATIONS_PER_ADDRESS_PER_DAY times, from every team together, invite-revoke-invite included", async () => {
    const first = await teamOf("Ada", "Analytical Engines");
    const target = address("cannon-target");
    for (let round = 0; round < 3; round++) {
      const sent = await first.invite(target);
      expect(sent.status).toBe(201);
      expect((await first.revoke(sent.body.id)).status).toBe(204);
    }
    const refused = await first.invite(target);
    expectCapped(refused);
    expect(refused.body.detail).toContain("This address");
    // Another team cannot take over: the cap is the address's.
    expectCapped(await (await teamOf("Ben", "Difference Engines")).invite(target));
    expect(await emailCount(target, "team-invitation")).toBe(3);
    // Other addresses are still invited.
    expect((await first.invite(address("someone-else"))).status).toBe(201);
  });

  it("leave one team at most INVITATIONS_PER_TEAM_PER_DAY a day; a refused invitation does not count", async () => {
    const team = await teamOf("Cleo", "Busy Team");
    expect((await team.invite(team.owner.email)).body.code).toBe("already_member");
    for (let index = 0; index < 5; index++) expect((await team.invite(address(`busy-${index}`))).status).toBe(201);
    const last = address("busy-5");
    const refused = await team.invite(last);
    expectCapped(refused);
    expect(refused.body.detail).toContain("This team");
    expect(await emailCount(last, "team-invitation")).toBe(0);
    expect(await db().teamInvitation.count({ where: { teamId: team.teamId } })).toBe(5);
  });

  it("never put a name with a link or a domain in the subject: the team and the inviter are then left unnamed there", async () => {
    const subjectTo = async (email: string) => {
      await runJobs();
      return (await db().emailMessage.findFirstOrThrow({ where: { to: email, template: "team-invitation" } })).subject;
    };
    const plain = await teamOf("Dora", "Trailmix Inc.");
    const plainAddress = address("plain");
    await plain.invite(plainAddress);
    expect(await subjectTo(plainAddress)).toBe("Dora invited you to Trailmix Inc. on App Publishing Service");

    for (const [inviter, teamName] of [
      ["Eve", "Verify your account at evil.example"],
      ["Eve", "Urgent: https://evil.example/login"],
      ["Eve", "Mail it-desk@evil.example now"],
      ["www.evil.example", "Trailmix Inc."],
    ] as const) {
      const hostile = await teamOf(inviter, teamName);
      const email = address("phish");
      expect((await hostile.invite(email)).status).toBe(201);
      const subject = await subjectTo(email);
      expect(subject, teamName).not.toMatch(/evil|https?:|@/);
      expect(subject).toMatch(/^(Eve|Someone) invited you to (a team|Trailmix Inc\.) on App Publishing Service$/);
    }
  });
});
