import { STORE_WRITE_ERRORS } from "@/lib/apps/store-errors";
import { defineOperation } from "@/lib/http/operation";
import { versionParams } from "@/lib/versions/schemas";

import {
  copyWhatsNewResult,
  phasedReleaseInput,
  readiness,
  submissionResult,
  timeline,
  updateVersionInput,
  versionRelease,
} from "./schemas";

const releases: ["Releases"] = ["Releases"];

export const updateVersion = defineOperation({
  operationId: "updateVersion",
  method: "patch",
  path: "/apps/{appId}/versions/{versionId}",
  summary: "Set what ships and how: the build, the release method, the phased release and what App Review is told",
  description:
    "Needs `versions.manage`, while the version is being prepared or after a rejection (else `409 version_not_editable`, its state in words). " +
    "A build must be this app's, processed, valid and not expired, as App Store Connect has it now (`409 build_not_usable` says why not). " +
    "`phasedRelease: true` gives the version a phased release (it starts when the version is released), `false` removes it. " +
    "`reviewDetails` are written as given (fields left out keep their values); the demo account's password is sealed at rest and never returned (`demoAccountPasswordSet`). " +
    "Each part is stored once App Store Connect took it, so a refusal half-way (`409 store_conflict`) leaves what the store has.",
  tags: releases,
  access: "user",
  params: versionParams,
  body: updateVersionInput,
  errors: ["not_found", "version_not_editable", "build_not_usable", ...STORE_WRITE_ERRORS],
  responses: { 200: { description: "The version's release settings as stored", schema: versionRelease } },
});

export const getVersionRelease = defineOperation({
  operationId: "getVersionRelease",
  method: "get",
  path: "/apps/{appId}/versions/{versionId}/release",
  summary: "A version's release: its build, release method, phased release and review details",
  description: "As of the last sync and the changes made here. The demo account's password is never returned.",
  tags: releases,
  access: "user",
  params: versionParams,
  errors: ["not_found"],
  responses: { 200: { description: "The version's release settings", schema: versionRelease } },
});

export const getVersionReadiness = defineOperation({
  operationId: "getVersionReadiness",
  method: "get",
  path: "/apps/{appId}/versions/{versionId}/readiness",
  summary: "Whether the version can be submitted for review, item by item",
  description:
    "Each item says what was checked and, when it fails, what to do: a valid build attached with export compliance answered; in every locale a description, keywords, a support URL and, after the app's first version, what's new; " +
    "the app's name and privacy policy URL; whom App Review can contact, and a demo account when one is required. " +
    "The content precheck's findings are listed with `blocking: false` (warnings) unless the owner's rules make them hard. " +
    "Read from what the service holds: it costs App Store Connect nothing.",
  tags: releases,
  access: "user",
  bound: "one per readiness check, a fixed set",
  params: versionParams,
  errors: ["not_found"],
  responses: { 200: { description: "The readiness check", schema: readiness } },
});

export const copyWhatsNew = defineOperation({
  operationId: "copyWhatsNew",
  method: "post",
  path: "/apps/{appId}/versions/{versionId}/copy-whats-new",
  summary: 'Copy "What\'s new" from the primary language into every locale that has none',
  description:
    "Needs `metadata.publish`. A starting draft to translate: each locale without the text gets the primary language's, written to App Store Connect and recorded in the change history; locales with a text keep it. " +
    "`400` when the primary language has no text to copy.",
  tags: releases,
  access: "user",
  params: versionParams,
  errors: ["not_found", ...STORE_WRITE_ERRORS],
  responses: { 200: { description: "Where it was copied", schema: copyWhatsNewResult } },
});

export const submitVersion = defineOperation({
  operationId: "submitVersion",
  method: "post",
  path: "/apps/{appId}/versions/{versionId}/submission",
  summary: "Submit the version for review",
  description:
    "Needs `versions.manage`. Runs the readiness check first: `422 not_ready` lists each failing item in `errors` and sends nothing. " +
    "Then submits through App Store Connect's review submissions: a draft submission or one App Review sent back (`UNRESOLVED_ISSUES`) is reused; " +
    "a submission already waiting or in review with this version is the answer; one with something else is `409 submission_in_progress`, in words.",
  tags: releases,
  access: "user",
  idempotent: true,
  params: versionParams,
  errors: ["not_found", "not_ready", "submission_in_progress", "version_not_editable", ...STORE_WRITE_ERRORS],
  responses: { 200: { description: "Submitted (`submitted: true`)", schema: submissionResult } },
});

export const cancelSubmission = defineOperation({
  operationId: "cancelSubmission",
  method: "delete",
  path: "/apps/{appId}/versions/{versionId}/submission",
  summary: "Withdraw the version from review",
  description:
    "Needs `versions.manage`. Cancels the open submission that holds the version (`canceled: true`); App Store Connect then gives the version back to be edited. `409 version_not_editable` when it is not submitted.",
  tags: releases,
  access: "user",
  params: versionParams,
  errors: ["not_found", "version_not_editable", ...STORE_WRITE_ERRORS],
  responses: { 200: { description: "Canceled (`canceled: true`)", schema: submissionResult } },
});

export const releaseVersion = defineOperation({
  operationId: "releaseVersion",
  method: "post",
  path: "/apps/{appId}/versions/{versionId}/release",
  summary: "Release an approved version now",
  description:
    "Needs `versions.manage`, for a version App Review approved that waits for your release (`PENDING_DEVELOPER_RELEASE`, read again from App Store Connect); otherwise `409 version_not_releasable` with its state in words. Its phased release, if any, starts now.",
  tags: releases,
  access: "user",
  idempotent: true,
  params: versionParams,
  errors: ["not_found", "version_not_releasable", ...STORE_WRITE_ERRORS],
  responses: { 200: { description: "Released", schema: versionRelease } },
});

export const updatePhasedRelease = defineOperation({
  operationId: "updatePhasedRelease",
  method: "patch",
  path: "/apps/{appId}/versions/{versionId}/phased-release",
  summary: "Pause, resume or complete a phased release",
  description:
    "Needs `versions.manage`. Apple's rollout gives the version to 1, 2, 5, 10, 20, 50 and 100 % of automatic updates over seven days; paused days do not count, and a release may be paused for 30 days in all. " +
    "`409 version_not_releasable` says in words why a change is not possible now (no phased release, not started, already complete).",
  tags: releases,
  access: "user",
  params: versionParams,
  body: phasedReleaseInput,
  errors: ["not_found", "version_not_releasable", ...STORE_WRITE_ERRORS],
  responses: { 200: { description: "The version's release, with its phased release", schema: versionRelease } },
});

export const getVersionTimeline = defineOperation({
  operationId: "getVersionTimeline",
  method: "get",
  path: "/apps/{appId}/versions/{versionId}/timeline",
  summary: "Every state the version went through, when, and how the service learned it",
  description:
    "Oldest first. `source`: `created` (made here), `action` (submitted, canceled or released here, `by` whom), `webhook` (App Store Connect told us), `poll` (checked while in review), `sync`. " +
    "A version kept from before the service knew it starts with the state a sync first saw.",
  tags: releases,
  access: "user",
  bound: "one version's state changes, a few for each time it is submitted",
  params: versionParams,
  errors: ["not_found"],
  responses: { 200: { description: "The timeline", schema: timeline } },
});
