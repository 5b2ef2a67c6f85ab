import { z } from "zod";

import { paginationQuery } from "@/lib/http/pagination";
import { timestamp } from "@/lib/http/schemas";
import { teamRole } from "@/lib/teams/schemas";

export const listTeamsQuery = paginationQuery.extend({
  search: z.string().trim().min(1).max(100).optional().describe("Text in the team's name or a member's email, case-insensitively."),
});

export const adminTeam = z
  .object({
    id: z.string(),
    name: z.string(),
    personal: z.boolean(),
    plan: z.string().describe("The plan whose limits the team has: the best among its owners'."),
    apps: z.number().int(),
    pendingInvitations: z.number().int(),
    members: z.array(z.object({ userId: z.string(), email: z.string(), name: z.string().nullable(), role: teamRole })),
    createdAt: timestamp,
  })
  .meta({ id: "AdminTeam" });
