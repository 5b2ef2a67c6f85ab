import "server-only";

import type { z } from "zod";

import { appContentRules } from "@/lib/apps/content-precheck";
import { db } from "@/lib/db/client";
import type {
  AppInfoLocalization,
  AppVersion,
  Build,
  ScreenshotSet,
  VersionLocalization,
  VersionReviewDetail,
} from "@/lib/db/generated/client";
import { requiredDisplayTypes } from "@/lib/screenshots/display-types";
import { localeName } from "@/lib/store/locales";
import { contentFindings } from "@/lib/text/content-rules";
import { STORE_TEXT_FIELD_LABELS } from "@/lib/text/store-fields";
import { isEditableState, isShippedState } from "@/lib/versions/editable-fields";
import { getVersionOrThrow } from "@/lib/versions/find-version";

import type { readiness, readinessItem } from "./schemas";

type Item = z.input<typeof readinessItem>;
type Readiness = z.input<typeof readiness>;

const REQUIRED_TEXTS = [
  ["description", "a description"],
  ["keywords", "keywords"],
  ["supportUrl", "a support URL"],
] as const;

/** Whether the version can be submitted for review, and what to do where it cannot (any member may read it). */
export async function getVersionReadiness(userId: string, appId: string, versionId: string): Promise<Readiness> {
  const { version } = await getVersionOrThrow(userId, appId, versionId);
  return checkReadiness(version.id);
}

/**
 * What App Review needs before a version can be submitted, each in words with what to do: a valid
 * build with export compliance answered; in every locale a description, keywords, a support URL
 * and (after the app's first version) what's new; the screenshots of the display types App Review
 * needs, in the primary language; the app's name and privacy policy URL; whom App
 * Review can contact, and a demo account when one is required. The content precheck's findings are
 * listed as warnings that do not block. Read from what the service holds (the last sync and the
 * changes made here), so it costs App Store Connect nothing.
 */
export async function checkReadiness(versionId: string): Promise<Readiness> {
  const version = await db().appVersion.findUniqueOrThrow({
    where: { id: versionId },
    include: {
      localizations: { include: { screenshotSets: { where: { screenshots: { some: { deliveryState: { not: "FAILED" } } } } } } },
      reviewDetail: true,
      app: { select: { primaryLocale: true } },
    },
  });
  const [build, otherVersions, appInfo, rules] = await Promise.all([
    version.buildStoreId ? db().build.findFirst({ where: { appId: version.appId, storeId: version.buildStoreId } }) : null,
    db().appVersion.findMany({
      where: { appId: version.appId, platform: version.platform, id: { not: version.id } },
      select: { appStoreState: true },
    }),
    appInfoToShip(version.appId),
    appContentRules(version.appId),
  ]);
  const items = [
    ...buildItems(version, build),
    // "What's new" says what changed since the last version on the store: the first has none.
    ...localizationItems(
      version.localizations,
      otherVersions.some((other) => isShippedState(other.appStoreState)),
    ),
    ...screenshotItems(version.platform, version.localizations, version.app.primaryLocale),
    ...appInfoItems(appInfo),
    ...reviewItems(version.reviewDetail),
    ...version.localizations.flatMap((localization) => precheckItems(localization, rules)),
  ];
  return { ready: items.every((item) => item.ok || !item.blocking), items };
}

/** The app info that goes with the version: the one being prepared when there is one, else the live one. */
async function appInfoToShip(appId: string): Promise<AppInfoLocalization[]> {
  const rows = await db().appInfoLocalization.findMany({ where: { appId } });
  const editable = rows.filter((row) => isEditableState(row.appInfoState ?? ""));
  return editable.length > 0 ? editable : rows;
}

const item = (check: Item["check"], ok: boolean, message: string, extra: Partial<Item> = {}): Item => ({
  check,
  ok,
  blocking: true,
  message,
  ...extra,
});

function buildItems(version: AppVersion, build: Build | null): Item[] {
  if (!version.buildStoreId) return [item("build", false, "Attach a build: choose a processed build on the release page.")];
  if (!build)
    return [item("build", false, "The attached build is not among the builds the last sync read: sync the app, or attach another build.")];
  const name = `Build ${build.version}`;
  if (build.processingState !== "VALID") {
    return [item("build", false, `${name} is not a valid, processed build: wait for processing to end, or attach another build.`)];
  }
  if (build.expired) return [item("build", false, `${name} has expired: attach a newer build.`)];
  return [
    item("build", true, `${name} is attached.`),
    build.usesNonExemptEncryption === null
      ? item(
          "export_compliance",
          false,
          `Answer the export compliance question for ${name.toLowerCase()} in App Store Connect (TestFlight, the build's page), then sync.`,
        )
      : item("export_compliance", true, `Export compliance is answered for ${name.toLowerCase()}.`),
  ];
}

function localizationItems(localizations: VersionLocalization[], needsWhatsNew: boolean): Item[] {
  if (localizations.length === 0)
    return [item("localization", false, "The version has no localization: add the primary language's texts.")];
  const fields: readonly (readonly [keyof VersionLocalization & string, string])[] = needsWhatsNew
    ? [...REQUIRED_TEXTS, ["whatsNew", "what's new in this version"]]
    : REQUIRED_TEXTS;
  return localizations.flatMap((localization) => {
    const language = localeName(localization.locale);
    const missing = fields.filter(([field]) => !String(localization[field] ?? "").trim());
    if (missing.length === 0)
      return [item("localization", true, `${language} has every text App Review needs.`, { locale: localization.locale })];
    return missing.map(([field, what]) =>
      item("localization", false, `Add ${what} in ${language}.`, { locale: localization.locale, field }),
    );
  });
}

/**
 * The display types App Review needs (lib/screenshots/display-types.ts), per locale: the primary
 * language must have them; another locale without its own shows the primary language's, which
 * App Store Connect allows, so that is a warning.
 */
function screenshotItems(
  platform: string,
  localizations: (VersionLocalization & { screenshotSets: ScreenshotSet[] })[],
  primaryLocale: string | null,
): Item[] {
  const required = requiredDisplayTypes(
    platform,
    localizations.flatMap((localization) => localization.screenshotSets.map((set) => set.displayType)),
  );
  const primary = localizations.find((localization) => localization.locale === primaryLocale) ?? localizations[0];
  if (!primary) return [];
  const primaryLanguage = localeName(primary.locale);
  return localizations.flatMap((localization) => {
    const language = localeName(localization.locale);
    const filled = new Set(localization.screenshotSets.map((set) => set.displayType));
    const isPrimary = localization === primary;
    return required.map((need) => {
      const ok = need.anyOf.some((type) => filled.has(type));
      const extra = { locale: localization.locale, blocking: isPrimary };
      if (isPrimary) {
        return ok
          ? item("screenshots", true, `${language} has ${need.name} screenshots.`, extra)
          : item("screenshots", false, `Add ${need.name} screenshots in ${language}.`, extra);
      }
      return ok
        ? item("screenshots", true, `${language} has its own ${need.name} screenshots.`, extra)
        : item(
            "screenshots",
            false,
            `${language} shows the ${primaryLanguage} ${need.name} screenshots: add its own to show ${language} ones.`,
            extra,
          );
    });
  });
}

function appInfoItems(rows: AppInfoLocalization[]): Item[] {
  if (rows.length === 0) return [item("app_info", false, "The app information is not synced yet: sync the app.")];
  return rows.flatMap((row) => {
    const language = localeName(row.locale);
    const missing = [
      ...(row.name?.trim() ? [] : [["name", "the app's name"] as const]),
      ...(row.privacyPolicyUrl?.trim() ? [] : [["privacyPolicyUrl", "a privacy policy URL"] as const]),
    ];
    if (missing.length === 0)
      return [item("app_info", true, `${language} has the app's name and privacy policy URL.`, { locale: row.locale })];
    return missing.map(([field, what]) =>
      item("app_info", false, `Add ${what} in ${language} (app information).`, { locale: row.locale, field }),
    );
  });
}

function reviewItems(detail: VersionReviewDetail | null): Item[] {
  const contact = [
    ["contactFirstName", "first name"],
    ["contactLastName", "last name"],
    ["contactEmail", "email address"],
    ["contactPhone", "phone number"],
  ] as const;
  const missing = contact.filter(([field]) => !detail?.[field]?.trim());
  const items = [
    missing.length === 0
      ? item("review_contact", true, "App Review knows whom to contact.")
      : item(
          "review_contact",
          false,
          `Tell App Review whom to contact: add the ${missing.map(([, what]) => what).join(", ")} in the review details.`,
          {
            field: missing[0]![0],
          },
        ),
  ];
  if (detail?.demoAccountRequired) {
    const ok = Boolean(detail.demoAccountName?.trim()) && detail.demoAccountPasswordSealed !== null;
    items.push(
      ok
        ? item("demo_account", true, "The demo account App Review signs in with is given.")
        : item("demo_account", false, "The app needs an account: give App Review a demo user name and password in the review details.", {
            field: detail.demoAccountName?.trim() ? "demoAccountPassword" : "demoAccountName",
          }),
    );
  }
  return items;
}

/** The content precheck on the version's texts: what App Review would likely reject, as warnings. */
function precheckItems(localization: VersionLocalization, rules: Awaited<ReturnType<typeof appContentRules>>): Item[] {
  const texts = [
    ["description", localization.description],
    ["keywords", localization.keywords],
    ["whatsNew", localization.whatsNew],
    ["promotionalText", localization.promotionalText],
  ] as const;
  return texts.flatMap(([field, text]) =>
    text
      ? contentFindings(text, { kind: field === "keywords" ? "keywords" : "store_text", field, locale: localization.locale, ...rules }).map(
          (finding) =>
            item(
              "precheck",
              false,
              `${localeName(localization.locale)}, ${STORE_TEXT_FIELD_LABELS[field].toLowerCase()}: ${finding.message}.`,
              {
                blocking: finding.severity === "hard",
                locale: localization.locale,
                field,
              },
            ),
        )
      : [],
  );
}
