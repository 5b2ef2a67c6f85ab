import * as analytics from "@/lib/analytics/operations";
import * as apps from "@/lib/apps/operations";
import { nextAuthOperations, register } from "@/lib/auth/operations";
import type { Operation } from "@/lib/http/operation";
import * as jobsAdmin from "@/lib/jobs/admin/operations";
import { inngestOperations } from "@/lib/jobs/inngest-operations";
import * as push from "@/lib/push/operations";
import * as reviews from "@/lib/reviews/operations";
import * as system from "@/lib/system/operations";
import * as tasks from "@/lib/tasks/operations";

/** Every operation the API serves. A test checks this list against the route files. */
export const operations: Operation[] = [
  ...Object.values(system),
  register,
  ...nextAuthOperations,
  ...Object.values(push),
  ...Object.values(apps),
  ...Object.values(reviews),
  ...Object.values(analytics),
  ...Object.values(tasks),
  ...Object.values(jobsAdmin),
  ...inngestOperations,
] as Operation[];
