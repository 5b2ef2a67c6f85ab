import { STORE_ERRORS } from "@/lib/apps/store-errors";
import { defineOperation } from "@/lib/http/operation";

import {
  copyScreenshotSetInput,
  reorderScreenshotsInput,
  screenshotParams,
  screenshotSet,
  screenshotsParams,
  screenshotsQuery,
  screenshotUpload,
  setParams,
  uploadParams,
  uploadScreenshotsForm,
  versionScreenshots,
} from "./schemas";

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

export const uploadScreenshots = defineOperation({
  operationId: "uploadScreenshots",
  method: "post",
  path: "/apps/{appId}/versions/{versionId}/screenshots",
  summary: "Upload screenshots to a locale's set",
  description:
    "`multipart/form-data` with `locale`, `displayType` and one or more `files`. Every file is checked before anything is sent to App Store Connect: " +
    "its type by content (PNG or JPEG), no alpha channel, a pixel size Apple accepts for the display type (portrait or landscape), the documented maximum file size, and at most 10 screenshots in the set. " +
    "A wrong file answers `400` naming it (`files[i]`) with the accepted sizes, and nothing is uploaded. " +
    "Good files are kept until sent, then uploaded in the background as Apple's upload operations describe (reserve, parts, MD5 commit); a file that fails is deleted at the store. " +
    "Each file is named for what it is: its own name without any folder, control or direction characters, at most 120 characters, ending in `.png` or `.jpg` as its content is (`passwd` becomes `passwd.png`). " +
    "One upload per set at a time: while another upload or copy into the same locale and display type is on its way to App Store Connect, `409 upload_in_progress`. " +
    "Answers `202` with the upload to follow (`GET …/screenshot-uploads/{uploadId}`). A browser session must send it from this site (`Origin`).",
  tags,
  access: "user",
  params: screenshotsParams,
  body: uploadScreenshotsForm,
  bodyContentType: "multipart/form-data",
  rawBody: true,
  errors: ["not_found", "version_not_editable", "upload_in_progress", "unsupported_media_type", "payload_too_large"],
  responses: {
    202: {
      description: "The files passed every check and are being uploaded",
      schema: screenshotUpload,
      headers: { Location: { description: "The upload to follow.", schema: { type: "string" } } },
    },
  },
});

export const getScreenshotUpload = defineOperation({
  operationId: "getScreenshotUpload",
  method: "get",
  path: "/apps/{appId}/versions/{versionId}/screenshot-uploads/{uploadId}",
  summary: "An upload or copy of screenshots, file by file",
  description:
    "Its status and progress, and each file's: waiting, uploading, uploaded (App Store Connect then processes it) or failed with the reason in words.",
  tags,
  access: "user",
  params: uploadParams,
  errors: ["not_found"],
  responses: { 200: { description: "The upload", schema: screenshotUpload } },
});

export const reorderScreenshots = defineOperation({
  operationId: "reorderScreenshots",
  method: "put",
  path: "/apps/{appId}/versions/{versionId}/screenshot-sets/{setId}/order",
  summary: "Put a set's screenshots in a new order",
  description:
    "Every screenshot of the set, once each. Written to App Store Connect first, then stored, and recorded in the change history.",
  tags,
  access: "user",
  params: setParams,
  body: reorderScreenshotsInput,
  errors: ["not_found", "version_not_editable"],
  responses: { 200: { description: "The set in its new order", schema: screenshotSet } },
});

export const deleteScreenshot = defineOperation({
  operationId: "deleteScreenshot",
  method: "delete",
  path: "/apps/{appId}/versions/{versionId}/screenshots/{screenshotId}",
  summary: "Delete a screenshot",
  description: "Deleted at App Store Connect, then here, and recorded in the change history.",
  tags,
  access: "user",
  params: screenshotParams,
  errors: ["not_found", "version_not_editable"],
  responses: { 204: { description: "Deleted" } },
});

export const copyScreenshotSet = defineOperation({
  operationId: "copyScreenshotSet",
  method: "post",
  path: "/apps/{appId}/versions/{versionId}/screenshot-sets/{setId}/copy",
  summary: "Copy a set to other locales",
  description:
    "Fetches the set's originals from App Store Connect and uploads them to the same display type in each locale, after the screenshots there (`append`, at most 10 in all) or instead of them (`replace`). " +
    "Screenshots App Store Connect was still processing when last read are asked about again first: a set copied as soon as Apple has processed an upload needs no sync; one it still processes answers `400`. " +
    "While an upload or copy into one of the target sets is on its way, `409 upload_in_progress`. " +
    "Answers `202` with the upload to follow.",
  tags,
  access: "user",
  idempotent: true,
  params: setParams,
  body: copyScreenshotSetInput,
  errors: ["not_found", "version_not_editable", "upload_in_progress", ...STORE_ERRORS],
  responses: {
    202: {
      description: "The copy is under way",
      schema: screenshotUpload,
      headers: { Location: { description: "The upload to follow.", schema: { type: "string" } } },
    },
  },
});
