import { z } from "zod";

import { paginationQuery } from "@/lib/http/pagination";
import { timestamp } from "@/lib/http/schemas";

export const listBuildsQuery = paginationQuery;

export const build = z
  .object({
    id: z.string(),
    storeId: z.string().describe("The build's id in App Store Connect."),
    version: z.string().describe("The build number (CFBundleVersion)."),
    processingState: z.string().nullable().describe("`PROCESSING`, `FAILED`, `INVALID` or `VALID`."),
    expired: z.boolean(),
    minOsVersion: z.string().nullable(),
    uploadedAt: timestamp.nullable(),
    expiresAt: timestamp.nullable(),
    usesNonExemptEncryption: z
      .boolean()
      .nullable()
      .describe(
        "Export compliance as answered in App Store Connect: `null` while unanswered (a version with this build cannot be submitted).",
      ),
    versionString: z.string().nullable().describe("The kept App Store version that uses this build, if any (e.g. `1.4.2`)."),
  })
  .meta({ id: "Build" });
