import { defineOperation } from "@/lib/http/operation";

import { releaseGuard, releaseGuardInput, releaseGuardParams } from "./schemas";

const tags: ["Releases"] = ["Releases"];

export const getReleaseGuard = defineOperation({
  operationId: "getReleaseGuard",
  method: "get",
  path: "/apps/{appId}/release-guard",
  summary: "The app's guard for phased releases",
  description:
    "While a version's phased release rolls out, the guard looks at the reviews written in the last 24 hours (since the rollout began, if later) after each sync. When more than `lowRatingPercent` of at least `minimumReviews` reviews give 1 or 2 stars, it pauses the rollout (`pause`) or proposes the pause in the app's approval queue (`propose`), and says why on the version's timeline and to the people who ship. " +
    "App Store Connect's reviews do not say which version they are about, so the window is what ties them to the rollout. The guard acts once per version: a rollout someone resumed is not paused again. Off by default; any member reads it.",
  tags,
  access: "user",
  params: releaseGuardParams,
  errors: ["not_found"],
  responses: { 200: { description: "The guard", schema: releaseGuard } },
});

export const updateReleaseGuard = defineOperation({
  operationId: "updateReleaseGuard",
  method: "put",
  path: "/apps/{appId}/release-guard",
  summary: "Set the app's guard for phased releases",
  description: "Needs `versions.manage`. Replaces the settings; they apply from the next sync on.",
  tags,
  access: "user",
  params: releaseGuardParams,
  body: releaseGuardInput,
  errors: ["not_found", "forbidden"],
  responses: { 200: { description: "The guard", schema: releaseGuard } },
});
