import { z } from "zod";

import { timestamp } from "@/lib/http/schemas";
import { teamParams, teamRole } from "@/lib/teams/schemas";

export const invitationParams = teamParams.extend({ invitationId: z.string().min(1).max(64) });

export const createInvitationInput = z
  .strictObject({
    email: z.email().max(254).describe("The address to invite; the account that accepts must use it."),
    role: teamRole.describe("The role the member gets. Only owners invite owners."),
    appIds: z
      .array(z.string().min(1).max(64))
      .max(1000)
      .nullable()
      .optional()
      .describe("The only apps the member will see (each an app of this team); null or absent: every app."),
  })
  .meta({ id: "TeamInvitationInput" });

export const invitation = z
  .object({
    id: z.string(),
    email: z.string(),
    role: teamRole,
    appIds: z.array(z.string()).nullable().describe("The only apps the member will see; null: every app of the team."),
    invitedBy: z.string().nullable().describe("The address of who invited; null once that account is deleted."),
    expiresAt: timestamp.describe("The link stops working then (7 days after sending)."),
    createdAt: timestamp,
  })
  .meta({ id: "TeamInvitation" });

export const invitationList = z.object({ items: z.array(invitation) }).meta({ id: "TeamInvitationList" });

export const acceptInvitationInput = z
  .strictObject({ token: z.string().trim().min(1).max(200).describe("The token from the emailed link.") })
  .meta({ id: "AcceptInvitationInput" });
