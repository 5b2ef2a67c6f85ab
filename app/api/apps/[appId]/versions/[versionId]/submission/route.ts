import { handle } from "@/lib/api/handler";
import { ok } from "@/lib/http/reply";
import * as releases from "@/lib/releases/operations";
import { cancelSubmission, submitVersion } from "@/lib/releases/submission";
import { toSubmissionResultView } from "@/lib/releases/views";

// POST /api/apps/{appId}/versions/{versionId}/submission – submit the version for review
export const POST = handle(releases.submitVersion, async ({ user, params }) =>
  ok({ submitted: true, ...(await toSubmissionResultView(await submitVersion(user.id, params.appId, params.versionId))) }),
);

// DELETE /api/apps/{appId}/versions/{versionId}/submission – withdraw it from review
export const DELETE = handle(releases.cancelSubmission, async ({ user, params }) =>
  ok({ canceled: true, ...(await toSubmissionResultView(await cancelSubmission(user.id, params.appId, params.versionId))) }),
);

// Any other method – 405 problem details with Allow
export * from "@/lib/api/method-not-allowed";
