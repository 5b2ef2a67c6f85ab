-- Keys move from apps to their teams: one Credential per key (its public part's fingerprint) and
-- team, which every app of the team with that key uses.

-- CreateTable
CREATE TABLE "Credential" (
    "id" TEXT NOT NULL,
    "teamId" TEXT NOT NULL,
    "keyId" TEXT NOT NULL,
    "issuerId" TEXT,
    "isIndividualKey" BOOLEAN NOT NULL DEFAULT false,
    "privateKeyEncrypted" TEXT NOT NULL,
    "keyFingerprint" TEXT NOT NULL,
    "legacySealOwner" TEXT,
    "verifiedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Credential_pkey" PRIMARY KEY ("id")
);

-- Each team's keys, taken from the app that verified the key last. The ciphertext stays as it was
-- sealed, for that app (`app-key:<account>:<store id>`): SQL cannot seal it again, so the row
-- names that binding (legacySealOwner) and the service seals the key for the row the first time
-- it opens it. The row's id is that app's id, unique like the app's.
INSERT INTO "Credential" ("id", "teamId", "keyId", "issuerId", "isIndividualKey", "privateKeyEncrypted", "keyFingerprint",
                          "legacySealOwner", "verifiedAt", "createdAt", "updatedAt")
SELECT DISTINCT ON ("teamId", "keyFingerprint")
       "id", "teamId", "keyId", "issuerId", "isIndividualKey", "privateKeyEncrypted", "keyFingerprint",
       'app-key:' || "userId" || ':' || "storeId", "credentialsVerifiedAt", "createdAt", CURRENT_TIMESTAMP
  FROM "App"
 ORDER BY "teamId", "keyFingerprint", "credentialsVerifiedAt" DESC NULLS LAST, "id";

-- AlterTable (NOT NULL once every app has its key, below)
ALTER TABLE "App" ADD COLUMN "credentialId" TEXT;

UPDATE "App" AS a SET "credentialId" = c."id"
  FROM "Credential" AS c
 WHERE c."teamId" = a."teamId" AND c."keyFingerprint" = a."keyFingerprint";

ALTER TABLE "App" ALTER COLUMN "credentialId" SET NOT NULL;

ALTER TABLE "App" DROP COLUMN "credentialsVerifiedAt",
DROP COLUMN "isIndividualKey",
DROP COLUMN "issuerId",
DROP COLUMN "keyFingerprint",
DROP COLUMN "keyId",
DROP COLUMN "privateKeyEncrypted";

-- CreateIndex
CREATE UNIQUE INDEX "Credential_teamId_keyFingerprint_key" ON "Credential"("teamId", "keyFingerprint");

-- CreateIndex
CREATE INDEX "App_credentialId_idx" ON "App"("credentialId");

-- AddForeignKey
ALTER TABLE "Credential" ADD CONSTRAINT "Credential_teamId_fkey" FOREIGN KEY ("teamId") REFERENCES "Team"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "App" ADD CONSTRAINT "App_credentialId_fkey" FOREIGN KEY ("credentialId") REFERENCES "Credential"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
