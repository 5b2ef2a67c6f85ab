import { z } from "zod";

import { notificationKind } from "./kinds";

const channel = z.enum(["email", "push"]);

export const notificationPreference = z
  .object({
    kind: notificationKind,
    description: z.string(),
    channels: z.array(channel).describe("The channels this kind is sent on; a switch for another channel has no effect."),
    email: z.boolean().describe("Send this kind by email."),
    push: z.boolean().describe("Send this kind as a web-push notification to every subscription of the user."),
  })
  .meta({ id: "NotificationPreference" });

export const notificationPreferences = z.object({ items: z.array(notificationPreference) }).meta({ id: "NotificationPreferences" });

export const updatePreferenceInput = z
  .strictObject({
    kind: notificationKind,
    email: z.boolean().optional(),
    push: z.boolean().optional(),
  })
  .refine((input) => input.email !== undefined || input.push !== undefined, {
    message: "Give `email`, `push` or both",
    path: ["email"],
  })
  .meta({ id: "NotificationPreferenceUpdate" });
