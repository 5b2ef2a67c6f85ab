import * as account from "@/lib/account/operations";
import * as adminAnalytics from "@/lib/admin-analytics/operations";
import * as jobsAdmin from "@/lib/admin-jobs/operations";
import * as adminTeams from "@/lib/admin-teams/operations";
import * as adminUsers from "@/lib/admin-users/operations";
import * as agent from "@/lib/agent/operations";
import * as appInfo from "@/lib/app-info/operations";
import * as apps from "@/lib/apps/operations";
import * as audit from "@/lib/audit/operations";
import * as billing from "@/lib/billing/operations";
import { nextAuthOperations, register } from "@/lib/auth/operations";
import * as builds from "@/lib/builds/operations";
import * as emailAdmin from "@/lib/email/operations";
import type { Operation } from "@/lib/http/operation";
import * as invitations from "@/lib/invitations/operations";
import * as locales from "@/lib/locales/operations";
import * as notifications from "@/lib/notifications/operations";
import * as portfolio from "@/lib/portfolio/operations";
import * as proposals from "@/lib/proposals/operations";
import * as push from "@/lib/push/operations";
import * as reviews from "@/lib/reviews/operations";
import * as revisions from "@/lib/revisions/operations";
import * as analytics from "@/lib/sales/operations";
import * as support from "@/lib/support/operations";
import * as releases from "@/lib/releases/operations";
import * as releaseGuard from "@/lib/release-guard/operations";
import * as screenshots from "@/lib/screenshots/operations";
import * as storeWebhooks from "@/lib/store-webhooks/operations";
import * as sync from "@/lib/sync/operations";
import * as teamKeys from "@/lib/team-keys/operations";
import * as teams from "@/lib/teams/operations";
import * as usage from "@/lib/usage/operations";
import { inngestOperations } from "@/lib/system/inngest-operations";
import * as system from "@/lib/system/operations";
import * as versions from "@/lib/versions/operations";
import * as webhooks from "@/lib/webhooks/operations";

/** Every operation the API serves. A test checks this list against the route files. */
export const operations: Operation[] = [
  ...Object.values(system),
  register,
  ...nextAuthOperations,
  ...Object.values(account),
  ...Object.values(push),
  ...Object.values(notifications),
  ...Object.values(teams),
  ...Object.values(invitations),
  ...Object.values(apps),
  ...Object.values(teamKeys),
  ...Object.values(portfolio),
  ...Object.values(versions),
  ...Object.values(releases),
  ...Object.values(storeWebhooks),
  ...Object.values(releaseGuard),
  ...Object.values(screenshots),
  ...Object.values(appInfo),
  ...Object.values(builds),
  ...Object.values(locales),
  ...Object.values(reviews),
  ...Object.values(analytics),
  ...Object.values(agent),
  ...Object.values(revisions),
  ...Object.values(proposals),
  ...Object.values(sync),
  ...Object.values(support),
  ...Object.values(usage),
  ...Object.values(webhooks),
  ...Object.values(billing),
  ...Object.values(emailAdmin),
  ...Object.values(adminUsers),
  ...Object.values(adminTeams),
  ...Object.values(audit),
  ...Object.values(adminAnalytics),
  ...Object.values(jobsAdmin),
  ...inngestOperations,
] as Operation[];
