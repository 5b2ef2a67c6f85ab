// What the client accepts from App Store Connect before anything uses it: the documents it reads,
// checked for the shape the service relies on (JSON:API resources of the expected type, lists
// where lists are expected, numbers, dates) and for Apple's documented lengths. An answer that
// fails is an `invalid_response` StoreError whose message says in words what was wrong, so a
// broken or hostile store cannot put a TypeError, a 100,000-character description or an invalid
// date into a sync. Values Apple may add later (a new state, a new platform) stay free text, and
// attributes the service does not read pass through unchecked: the checks must not break on
// Apple's own growth.

import { z } from "zod";

import { formatLength, STORE_TEXT_LIMITS, withinStoreLimit } from "@/lib/text/store-text";
import { REVIEW_TEXT_LIMITS } from "@/lib/text/store-text";
import { truncateText } from "@/lib/text/truncate";

import { StoreError } from "./errors";

/**
 * Apple's summary of an app's reviews is a short paragraph Apple writes (no documented limit):
 * kept up to this many characters, like the reviews it summarises.
 */
export const REVIEW_SUMMARY_TEXT_LIMIT = 2_000;

/**
 * Bounds of ours for texts Apple states no limit for and that are short by nature (names of
 * older apps, which may predate the 30-character rule; version strings; states and codes).
 */
const NAME_LIMIT = 255;
/** App Review notes: 4,000 characters in App Store Connect's form. */
export const REVIEW_NOTES_LIMIT = 4_000;
const SHORT_TEXT_LIMIT = 200;

/** A text App Store Connect limits: longer is not Apple's data. */
const limited = (field: keyof typeof STORE_TEXT_LIMITS | null, limit: number) =>
  z
    .string()
    .refine((value) => withinStoreLimit(field ?? "", value, limit), {
      message: `is longer than Apple allows (${formatLength(limit, field === "keywords" ? "bytes" : "characters")})`,
    })
    .nullish();

/** A text people write, kept up to `limit` characters. */
const cut = (limit: number) =>
  z
    .string()
    .transform((value) => truncateText(value, limit))
    .nullish();

const storeText = (field: keyof typeof STORE_TEXT_LIMITS) => limited(field, STORE_TEXT_LIMITS[field]);
const shortText = limited(null, SHORT_TEXT_LIMIT);
const date = z
  .string()
  .refine((value) => value.length <= 64 && !Number.isNaN(Date.parse(value)), { message: "is not a date" })
  .nullish();
const id = z.string().min(1).max(SHORT_TEXT_LIMIT);

const reference = z.looseObject({ type: z.string(), id });
const relationship = z.looseObject({
  data: z.union([reference, z.array(reference), z.null()]).optional(),
  meta: z.looseObject({ paging: z.looseObject({ total: z.number().int().nonnegative().optional() }).optional() }).optional(),
});

type Attributes = z.ZodType<Record<string, unknown>>;

/** What each kind of record is called in a sentence for a person. */
const LABELS: Record<string, string> = {
  apps: "app",
  appInfos: "app information",
  appInfoLocalizations: "localization of the app information",
  appStoreVersions: "version",
  appStoreVersionLocalizations: "localization of a version",
  builds: "build",
  customerReviews: "review",
  customerReviewResponses: "reply to a review",
  customerReviewSummarizations: "summary of the reviews",
  territories: "storefront",
  appStoreVersionExperiments: "product page test",
  appStoreVersionExperimentTreatments: "variant of a product page test",
  analyticsReportRequests: "analytics report request",
  appStoreReviewDetails: "details for App Review",
  appStoreVersionPhasedReleases: "phased release",
  reviewSubmissions: "submission for review",
  reviewSubmissionItems: "item of a submission for review",
  appStoreVersionReleaseRequests: "release request",
  webhooks: "webhook",
};
const labelOf = (type: string) => LABELS[type] ?? "record";

/** A JSON:API resource of `type` whose attributes are checked by `attributes`. */
const resource = (type: string, attributes: Attributes) =>
  z.looseObject({
    type: z.literal(type),
    id,
    attributes: attributes.optional(),
    relationships: z.record(z.string(), relationship.optional()).optional(),
  });

/**
 * The included resources, each checked by its type's attributes; types not listed only need a type
 * and an id. Each type's schema is made once: zod compiles a schema on its first use, and making
 * one per item compiled it again for every included record (a sixth of a large sync's CPU).
 */
const included = (types: Record<string, Attributes>) => {
  const schemas = new Map(Object.entries(types).map(([type, attributes]) => [type, resource(type, attributes)]));
  return z.array(
    z.unknown().transform((item, context) => {
      const type = (item as { type?: unknown } | null)?.type;
      const schema = (typeof type === "string" && schemas.get(type)) || reference;
      const parsed = schema.safeParse(item);
      if (parsed.success) return parsed.data;
      for (const issue of parsed.error.issues) context.addIssue({ ...issue, path: issue.path } as never);
      return z.NEVER;
    }),
  );
};

const links = z.looseObject({ next: z.string().max(4096).optional() }).optional();

const single = (type: string, attributes: Attributes, includes: Record<string, Attributes> = {}) =>
  z.looseObject({ data: resource(type, attributes), included: included(includes).optional() });

const collection = (type: string, attributes: Attributes, includes: Record<string, Attributes> = {}) =>
  z.looseObject({ data: z.array(resource(type, attributes)), included: included(includes).optional(), links });

const app = z.looseObject({ name: limited(null, NAME_LIMIT), bundleId: shortText, sku: shortText, primaryLocale: shortText });
const appInfo = z.looseObject({ state: shortText, appStoreState: shortText });
const appInfoLocalization = z.looseObject({
  locale: shortText,
  name: limited(null, NAME_LIMIT),
  subtitle: storeText("subtitle"),
  privacyPolicyUrl: storeText("privacyPolicyUrl"),
});
const version = z.looseObject({
  platform: shortText,
  versionString: shortText,
  appStoreState: shortText,
  releaseType: shortText,
  copyright: limited(null, NAME_LIMIT),
  earliestReleaseDate: date,
  createdDate: date,
});
const versionLocalization = z.looseObject({
  locale: shortText,
  description: storeText("description"),
  keywords: storeText("keywords"),
  promotionalText: storeText("promotionalText"),
  whatsNew: storeText("whatsNew"),
  marketingUrl: storeText("marketingUrl"),
  supportUrl: storeText("supportUrl"),
});
const build = z.looseObject({
  version: shortText,
  processingState: shortText,
  expired: z.boolean().nullish(),
  minOsVersion: shortText,
  uploadedDate: date,
  expirationDate: date,
  usesNonExemptEncryption: z.boolean().nullish(),
});
/** What App Review is told about a version: contact details, a demo account and notes (Apple's notes take 4,000 characters). */
const reviewDetail = z.looseObject({
  contactFirstName: limited(null, NAME_LIMIT),
  contactLastName: limited(null, NAME_LIMIT),
  contactPhone: shortText,
  contactEmail: limited(null, NAME_LIMIT),
  demoAccountName: limited(null, NAME_LIMIT),
  demoAccountPassword: limited(null, NAME_LIMIT),
  demoAccountRequired: z.boolean().nullish(),
  notes: limited(null, REVIEW_NOTES_LIMIT),
});
const phasedRelease = z.looseObject({
  phasedReleaseState: shortText,
  startDate: date,
  totalPauseDuration: z.number().int().min(0).nullish(),
  currentDayNumber: z.number().int().min(0).nullish(),
});
const reviewSubmission = z.looseObject({ platform: shortText, state: shortText, submittedDate: date });
const reviewSubmissionItem = z.looseObject({ state: shortText });
const review = z.looseObject({
  rating: z.number({ error: "is not a number of stars" }).int().min(1).max(5, { error: "is not a number of stars from 1 to 5" }).nullish(),
  title: cut(REVIEW_TEXT_LIMITS.title),
  body: cut(REVIEW_TEXT_LIMITS.body),
  reviewerNickname: cut(REVIEW_TEXT_LIMITS.reviewerNickname),
  createdDate: date,
  territory: shortText,
});
const reviewResponse = z.looseObject({ responseBody: storeText("reviewResponse"), state: shortText, lastModifiedDate: date });
const reviewSummary = z.looseObject({
  text: cut(REVIEW_SUMMARY_TEXT_LIMIT),
  locale: shortText,
  platform: shortText,
  createdDate: date,
});
const territory = z.looseObject({ currency: shortText });
const experiment = z.looseObject({
  name: limited(null, NAME_LIMIT),
  platform: shortText,
  state: shortText,
  trafficProportion: z.number().int().min(0).max(100).nullish(),
  startDate: date,
  endDate: date,
});
const treatment = z.looseObject({ name: limited(null, NAME_LIMIT), appIconName: limited(null, NAME_LIMIT), promotedDate: date });
const analyticsReportRequest = z.looseObject({ accessType: shortText, stoppedDueToInactivity: z.boolean().nullish() });
/** Apple's image template: `{w}`, `{h}` and `{f}` in its URL are filled in to fetch a size. */
const imageAsset = z
  .looseObject({ templateUrl: limited(null, 2_000), width: z.number().int().min(0).nullish(), height: z.number().int().min(0).nullish() })
  .nullish();
const deliveryState = z
  .looseObject({
    state: shortText,
    errors: z.array(z.looseObject({ code: shortText, description: limited(null, 2_000) })).nullish(),
  })
  .nullish();
const uploadOperation = z.looseObject({
  method: shortText,
  url: limited(null, 4_000),
  length: z.number().int().min(0).nullish(),
  offset: z.number().int().min(0).nullish(),
  requestHeaders: z.array(z.looseObject({ name: shortText, value: limited(null, 2_000) })).nullish(),
});
const screenshotSet = z.looseObject({ screenshotDisplayType: shortText });
const screenshot = z.looseObject({
  fileSize: z.number().int().min(0).nullish(),
  fileName: limited(null, NAME_LIMIT),
  sourceFileChecksum: shortText,
  imageAsset,
  assetDeliveryState: deliveryState,
  uploadOperations: z.array(uploadOperation).nullish(),
});
const previewSet = z.looseObject({ previewType: shortText });
const preview = z.looseObject({
  fileSize: z.number().int().min(0).nullish(),
  fileName: limited(null, NAME_LIMIT),
  mimeType: shortText,
  videoUrl: limited(null, 4_000),
  previewImage: imageAsset,
  assetDeliveryState: deliveryState,
});

/** The documents the client reads, by what they hold. */
export const ANSWERS = {
  app: single("apps", app),
  apps: collection("apps", app),
  appInfos: collection("appInfos", appInfo, { appInfoLocalizations: appInfoLocalization }),
  appInfoLocalizations: collection("appInfoLocalizations", appInfoLocalization),
  appInfoLocalization: single("appInfoLocalizations", appInfoLocalization),
  versions: collection("appStoreVersions", version, {
    appStoreVersionLocalizations: versionLocalization,
    builds: build,
    appStoreReviewDetails: reviewDetail,
    appStoreVersionPhasedReleases: phasedRelease,
  }),
  version: single("appStoreVersions", version),
  reviewDetail: single("appStoreReviewDetails", reviewDetail),
  phasedRelease: single("appStoreVersionPhasedReleases", phasedRelease),
  reviewSubmissions: collection("reviewSubmissions", reviewSubmission),
  reviewSubmission: single("reviewSubmissions", reviewSubmission),
  reviewSubmissionItems: collection("reviewSubmissionItems", reviewSubmissionItem),
  reviewSubmissionItem: single("reviewSubmissionItems", reviewSubmissionItem),
  releaseRequest: single("appStoreVersionReleaseRequests", z.looseObject({})),
  webhook: single(
    "webhooks",
    z.looseObject({ name: limited(null, NAME_LIMIT), url: limited(null, 2_000), enabled: z.boolean().nullish() }),
  ),
  versionLocalizations: collection("appStoreVersionLocalizations", versionLocalization),
  versionLocalization: single("appStoreVersionLocalizations", versionLocalization),
  builds: collection("builds", build),
  build: single("builds", build),
  reviews: collection("customerReviews", review, { customerReviewResponses: reviewResponse }),
  review: single("customerReviews", review),
  reviewResponse: single("customerReviewResponses", reviewResponse),
  reviewSummaries: collection("customerReviewSummarizations", reviewSummary, { territories: territory }),
  experiments: collection("appStoreVersionExperiments", experiment, { appStoreVersionExperimentTreatments: treatment }),
  experiment: single("appStoreVersionExperiments", experiment, { appStoreVersionExperimentTreatments: treatment }),
  treatments: collection("appStoreVersionExperimentTreatments", treatment),
  treatment: single("appStoreVersionExperimentTreatments", treatment),
  analyticsReportRequests: collection("analyticsReportRequests", analyticsReportRequest),
  analyticsReportRequest: single("analyticsReportRequests", analyticsReportRequest),
  screenshotSets: collection("appScreenshotSets", screenshotSet, { appScreenshots: screenshot }),
  screenshotSet: single("appScreenshotSets", screenshotSet),
  screenshot: single("appScreenshots", screenshot),
  previewSets: collection("appPreviewSets", previewSet, { appPreviews: preview }),
} as const;

/** `promotionalText` → "promotional text". */
const words = (name: string) => name.replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase();

const KINDS: Record<string, string> = { string: "text", number: "a number", boolean: "yes or no", object: "a record", array: "a list" };

/** Zod's base messages for a person: what kind of value was expected. */
function plainMessage(issue: z.core.$ZodRawIssue): string | undefined {
  if (issue.code === "invalid_type") return `is not ${KINDS[String(issue.expected)] ?? "of the right kind"}`;
  if (issue.code === "too_big" || issue.code === "too_small") return "is out of range";
  return undefined;
}

/** The sentence for the first problem: which kind of record, which field, what is wrong. */
function describe(document: unknown, issue: z.core.$ZodIssue): string {
  const at = issue.path.indexOf("attributes");
  let owner: unknown = document;
  for (const key of at >= 0 ? issue.path.slice(0, at) : issue.path.slice(0, -1))
    owner = (owner as Record<PropertyKey, unknown> | null)?.[key];
  const type = (owner as { type?: unknown } | null)?.type;
  const record = typeof type === "string" ? `a ${labelOf(type)}` : "a record";
  if (at >= 0 && issue.path.length > at + 1) return `${record} whose ${words(String(issue.path[at + 1]))} ${issue.message}`;
  if (issue.path.at(-1) === "type") return `${record} of the wrong kind`;
  return "an answer that is not in the form Apple documents";
}

/**
 * `document` checked as `schema` (ANSWERS): the parsed document (review texts cut to their
 * limits), or an `invalid_response` StoreError naming the first problem in words.
 */
export function checkAnswer<T>(schema: z.ZodType, document: unknown, where: string): T {
  const result = schema.safeParse(document, { error: plainMessage });
  if (result.success) return result.data as T;
  const summary = `App Store Connect sent ${describe(document, result.error.issues[0]!)}.`;
  throw new StoreError("invalid_response", `${summary} (${where})`, { summary });
}
