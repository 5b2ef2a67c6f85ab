import "server-only";

import { db } from "@/lib/db/client";

/** Apple's summary of an app's recent reviews as the agent observes it. */
export interface AppleSummaryForAgent {
  /** Apple's words: text from the store. */
  text: string;
  locale: string | null;
  territory: string | null;
  /** When Apple wrote it (ISO 8601). */
  updatedAt: string | null;
}

/**
 * The one of Apple's summaries the agent reads: in the app's primary language when Apple writes
 * one in it, else the newest; null when Apple has none for the app (too few reviews).
 */
export async function appleSummaryForAgent(appId: string, primaryLocale: string | null): Promise<AppleSummaryForAgent | null> {
  const summaries = await db().appleReviewSummary.findMany({
    where: { appId },
    orderBy: [{ storeCreatedAt: { sort: "desc", nulls: "last" } }, { id: "asc" }],
  });
  const chosen = summaries.find((summary) => primaryLocale !== null && summary.locale === primaryLocale) ?? summaries[0];
  if (!chosen) return null;
  return {
    text: chosen.text,
    locale: chosen.locale,
    territory: chosen.territory,
    updatedAt: chosen.storeCreatedAt?.toISOString() ?? null,
  };
}
