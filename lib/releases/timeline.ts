import "server-only";

import type { z } from "zod";

import { db } from "@/lib/db/client";
import { phasedReleaseStateInWords, versionStateInWords } from "@/lib/text/version-states";
import { getVersionOrThrow } from "@/lib/versions/find-version";
import type { StateChangeSource } from "@/lib/versions/state-changes";

import type { timeline } from "./schemas";

const HOW: Record<StateChangeSource, string> = {
  created: "Made through the service",
  action: "Done through the service",
  guard: "Done by the app's release guard",
  read: "Read from App Store Connect before acting",
  webhook: "Told by App Store Connect (webhook)",
  poll: "Seen while checking on the review",
  sync: "Read from App Store Connect",
};

/** Every state the version (and its phased release) went through here, oldest first, with when and how the service learned it (any member). */
export async function getVersionTimeline(userId: string, appId: string, versionId: string): Promise<z.input<typeof timeline>> {
  const { version } = await getVersionOrThrow(userId, appId, versionId);
  const changes = await db().versionStateChange.findMany({
    where: { versionId: version.id },
    orderBy: [{ at: "asc" }, { id: "asc" }],
    include: { actor: { select: { name: true, email: true } } },
  });
  return {
    items: changes.map((change) => ({
      subject: change.subject === "phased_release" ? ("phased_release" as const) : ("version" as const),
      state: change.state,
      stateInWords:
        change.subject === "phased_release"
          ? `Phased release ${phasedReleaseStateInWords(change.state)}`
          : versionStateInWords(change.state),
      fromState: change.fromState,
      at: change.at.toISOString(),
      source: change.source as StateChangeSource,
      how: HOW[change.source as StateChangeSource] ?? "Seen by the service",
      by: change.actor ? (change.actor.name ?? change.actor.email) : null,
      note: change.note,
    })),
  };
}
