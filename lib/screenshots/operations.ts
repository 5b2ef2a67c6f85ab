import { defineOperation } from "@/lib/http/operation";

import { screenshotsParams, screenshotsQuery, versionScreenshots } from "./schemas";

const tags: ["Screenshots"] = ["Screenshots"];

export const getVersionScreenshots = defineOperation({
  operationId: "getVersionScreenshots",
  method: "get",
  path: "/apps/{appId}/versions/{versionId}/screenshots",
  summary: "A version's screenshots and app previews per locale",
  description:
    "Each locale's screenshot sets (one per display type, 1–10 screenshots in order, with thumbnails from Apple's image template) and app previews, and the display types App Review needs that have none. " +
    "Syncs read them for the live version and for versions being prepared (an editable version's again once a day); changes made through the service are stored as they are made.",
  tags,
  access: "user",
  params: screenshotsParams,
  query: screenshotsQuery,
  errors: ["not_found"],
  responses: { 200: { description: "The version's screenshots", schema: versionScreenshots } },
});
