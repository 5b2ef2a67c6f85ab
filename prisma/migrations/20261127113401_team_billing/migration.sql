-- Billing moves to the team: the plan, Stripe customer and subscription, and the usage counters.
-- Each account's move to its personal team unchanged; the columns leave "User" only afterwards.

-- AlterTable
ALTER TABLE "Team" ADD COLUMN     "cancelAtPeriodEnd" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "currentPeriodEnd" TIMESTAMP(3),
ADD COLUMN     "planId" TEXT NOT NULL DEFAULT 'free',
ADD COLUMN     "stripeCustomerId" TEXT,
ADD COLUMN     "stripeSubscriptionId" TEXT,
ADD COLUMN     "subscriptionEventAt" TIMESTAMP(3),
ADD COLUMN     "subscriptionStatus" "SubscriptionStatus" NOT NULL DEFAULT 'none';

-- A personal team takes its account's plan, customer and subscription as they are.
UPDATE "Team" AS t SET
  "planId" = u."planId",
  "stripeCustomerId" = u."stripeCustomerId",
  "stripeSubscriptionId" = u."stripeSubscriptionId",
  "subscriptionStatus" = u."subscriptionStatus",
  "currentPeriodEnd" = u."currentPeriodEnd",
  "cancelAtPeriodEnd" = u."cancelAtPeriodEnd",
  "subscriptionEventAt" = u."subscriptionEventAt"
FROM "TeamMember" AS m JOIN "User" AS u ON u."id" = m."userId"
WHERE t."personal" AND m."teamId" = t."id";

-- Until now a shared team had the best plan among its owners (their subscriptions covered it).
-- It keeps that plan, as one given without a subscription (like an admin's), so nothing it holds
-- is suspended by this migration; its owners manage it from here on (docs/api.md, Usage and billing).
UPDATE "Team" AS t SET "planId" = best."planId"
FROM (
  SELECT DISTINCT ON (m."teamId") m."teamId", u."planId"
  FROM "TeamMember" AS m JOIN "User" AS u ON u."id" = m."userId"
  WHERE m."role" = 'owner'
  ORDER BY m."teamId", CASE u."planId" WHEN 'business' THEN 2 WHEN 'pro' THEN 1 ELSE 0 END DESC
) AS best
WHERE NOT t."personal" AND t."id" = best."teamId";

-- A user's counters count for their personal team (md5 of the account: the teams migration's id).
ALTER TABLE "UsageCounter" DROP CONSTRAINT "UsageCounter_userId_fkey";
ALTER TABLE "UsageCounter" ADD COLUMN "teamId" TEXT;
UPDATE "UsageCounter" AS c SET "teamId" = m."teamId"
FROM "TeamMember" AS m JOIN "Team" AS t ON t."id" = m."teamId" AND t."personal"
WHERE m."userId" = c."userId";
DELETE FROM "UsageCounter" WHERE "teamId" IS NULL;
ALTER TABLE "UsageCounter" DROP CONSTRAINT "UsageCounter_pkey",
DROP COLUMN "userId",
ALTER COLUMN "teamId" SET NOT NULL,
ADD CONSTRAINT "UsageCounter_pkey" PRIMARY KEY ("teamId", "feature", "periodStart");

-- DropIndex
DROP INDEX "User_planId_idx";

-- DropIndex
DROP INDEX "User_stripeCustomerId_key";

-- DropIndex
DROP INDEX "User_stripeSubscriptionId_key";

-- AlterTable
ALTER TABLE "User" DROP COLUMN "cancelAtPeriodEnd",
DROP COLUMN "currentPeriodEnd",
DROP COLUMN "planId",
DROP COLUMN "stripeCustomerId",
DROP COLUMN "stripeSubscriptionId",
DROP COLUMN "subscriptionEventAt",
DROP COLUMN "subscriptionStatus";

-- CreateIndex
CREATE UNIQUE INDEX "Team_stripeCustomerId_key" ON "Team"("stripeCustomerId");

-- CreateIndex
CREATE UNIQUE INDEX "Team_stripeSubscriptionId_key" ON "Team"("stripeSubscriptionId");

-- CreateIndex
CREATE INDEX "Team_planId_idx" ON "Team"("planId");

-- AddForeignKey
ALTER TABLE "UsageCounter" ADD CONSTRAINT "UsageCounter_teamId_fkey" FOREIGN KEY ("teamId") REFERENCES "Team"("id") ON DELETE CASCADE ON UPDATE CASCADE;
