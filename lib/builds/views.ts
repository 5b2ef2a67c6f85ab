import type { z } from "zod";

import type { Build } from "@/lib/db/generated/client";

import type { build } from "./schemas";

export const toBuildView = (row: Build, versionString: string | null): z.input<typeof build> => ({
  id: row.id,
  storeId: row.storeId,
  version: row.version,
  processingState: row.processingState,
  expired: row.expired,
  minOsVersion: row.minOsVersion,
  uploadedAt: row.uploadedAt?.toISOString() ?? null,
  expiresAt: row.expiresAt?.toISOString() ?? null,
  usesNonExemptEncryption: row.usesNonExemptEncryption,
  versionString,
});
