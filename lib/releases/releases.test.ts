import { beforeAll, describe, expect, it } from "vitest";

import { db } from "@/lib/db/client";
import { demoAccount } from "@/platform/store-simulator";
import type { ApiClient } from "@/test/api-client";
import { setPersonalPlan } from "@/test/personal-team";
import { registerSyncedApp, runJobs, storeSandbox } from "@/test/synced-app";
import { useApi } from "@/test/use-api";

// Shipping a version through the service, over HTTP against the simulator, whose App Review the
// tests decide through its control plane: a build attached (an unprocessed one refused), the
// readiness check failing item by item and then passing, a submission, App Review's rejection and
// the resubmission that reuses its submission, a withdrawal, approval, "Release now" and a phased
// rollout paused, resumed and completed, each state on the version's timeline.
const api = useApi();
const trailmix = demoAccount.apps[0]!;
const DAY = 86_400_000;

let owner: ApiClient;
let appId: string;
let versionId: string;
let versionStoreId: string;
const control = () => storeSandbox(owner).control;
const url = (path = "") => `/api/apps/${appId}/versions/${versionId}${path}`;
const storeCalls = (method: string, path: string) =>
  control()
    .requestLog()
    .filter((entry) => entry.method === method && entry.path === path).length;

async function syncAgain(): Promise<void> {
  expect((await owner.pull(appId)).status).toBe(202);
  await runJobs();
}

async function failing(): Promise<{ check: string; locale?: string; field?: string; message: string }[]> {
  const readiness = await owner.get(url("/readiness"));
  expect(readiness.status).toBe(200);
  return readiness.body.items.filter((item: { ok: boolean; blocking: boolean }) => !item.ok && item.blocking);
}

async function uploadedBuild(
  version: string,
  processingState: "PROCESSING" | "VALID",
  usesNonExemptEncryption: boolean | null,
  platform: "IOS" | "MAC_OS" = "IOS",
) {
  const storeId = await control().uploadBuild({
    appStoreId: trailmix.storeId,
    version,
    processingState,
    usesNonExemptEncryption,
    platform,
  });
  await syncAgain();
  return db().build.findFirstOrThrow({ where: { appId, storeId } });
}

beforeAll(async () => {
  owner = api.client();
  await owner.registerAndSignIn();
  await setPersonalPlan(owner.userId!, "pro"); // several manual syncs in a day
  const app = await registerSyncedApp(owner, trailmix.storeId);
  appId = app.id;
  const versions = (await owner.get(`/api/apps/${appId}/versions`)).body.items as { id: string; storeId: string; appStoreState: string }[];
  const prepared = versions.find((version) => version.appStoreState === "PREPARE_FOR_SUBMISSION")!;
  versionId = prepared.id;
  versionStoreId = prepared.storeId;
});

describe("shipping a version", () => {
  it("attaches only a processed, valid build of the app, for the version's platform", async () => {
    const processing = await uploadedBuild("900", "PROCESSING", false);
    const refused = await owner.patch(url(), { buildId: processing.id });
    expect(refused).toMatchObject({ status: 409, body: { code: "build_not_usable" } });
    expect(refused.body.detail).toContain("still processing");
    expect(storeCalls("PATCH", `/v1/appStoreVersions/${versionStoreId}`)).toBe(0);

    expect((await owner.patch(url(), { buildId: "not-a-build" })).status).toBe(400);
    const forMac = await uploadedBuild("899", "VALID", false, "MAC_OS");
    const otherPlatform = await owner.patch(url(), { buildId: forMac.id });
    expect(otherPlatform).toMatchObject({ status: 409, body: { code: "build_not_usable" } });
    expect(otherPlatform.body.detail).toBe("Build 899 cannot ship version 1.5.0: it was not built for iOS; attach a build for iOS.");

    // Apple finishes processing it (the service reads the build again when it is attached).
    await control().setBuildState({ buildId: processing.storeId, processingState: "VALID" });
    const attached = await owner.patch(url(), { buildId: processing.id });
    expect(attached.status, JSON.stringify(attached.body)).toBe(200);
    expect(attached.body).toMatchObject({ buildStoreId: processing.storeId, build: { version: "900", processingState: "VALID" } });
    expect((await owner.get(url("/release"))).body.build.version).toBe("900");
  });

  it("says what is missing, item by item, until the version is ready", async () => {
    const compliance = await uploadedBuild("901", "VALID", null);
    expect((await owner.patch(url(), { buildId: compliance.id })).status).toBe(200);
    let items = await failing();
    expect(items.map((item) => item.check)).toEqual(expect.arrayContaining(["export_compliance", "review_contact"]));
    expect(items.find((item) => item.check === "export_compliance")!.message).toContain(
      "Answer the export compliance question for build 901",
    );

    const refused = await owner.post(url("/submission"));
    expect(refused).toMatchObject({ status: 422, body: { code: "not_ready" } });
    expect(refused.body.errors.map((error: { path: string }) => error.path)).toEqual(
      expect.arrayContaining(["export_compliance", "review_contact.contactFirstName"]),
    );
    expect(storeCalls("POST", "/v1/reviewSubmissions")).toBe(0);

    await control().setBuildState({ buildId: compliance.storeId, usesNonExemptEncryption: false });
    await syncAgain();
    const password = "hike-demo-Pa55";
    const details = await owner.patch(url(), {
      releaseType: "MANUAL",
      phasedRelease: true,
      reviewDetails: {
        contactFirstName: "Ada",
        contactLastName: "Lovelace",
        contactEmail: "ada@example.com",
        contactPhone: "+44 20 7946 0000",
        demoAccountRequired: true,
        demoAccountName: "reviewer@example.com",
        demoAccountPassword: password,
        notes: "Sign in, then plan a hike.",
      },
    });
    expect(details.status, JSON.stringify(details.body)).toBe(200);
    expect(details.body).toMatchObject({
      releaseType: "MANUAL",
      phasedRelease: { state: "INACTIVE" },
      reviewDetails: { contactFirstName: "Ada", demoAccountRequired: true, demoAccountPasswordSet: true },
    });
    // The demo password reached the store, is sealed here and is never returned.
    expect(JSON.stringify(details.body)).not.toContain(password);
    expect(JSON.stringify((await owner.get(url("/release"))).body)).not.toContain(password);
    const stored = await db().versionReviewDetail.findUniqueOrThrow({ where: { versionId } });
    expect(stored.demoAccountPasswordSealed).toBeTruthy();
    expect(stored.demoAccountPasswordSealed).not.toContain(password);
    const inStore = (await storeSandbox(owner).snapshot()).reviewDetails.find((detail) => detail.versionId === versionStoreId);
    expect(inStore?.demoAccountPassword).toBe(password);

    items = await failing();
    expect(items.map((item) => item.check)).not.toContain("review_contact");
    expect(items.map((item) => item.check)).not.toContain("export_compliance");
    expect(items).toEqual([]);

    // Texts App Review needs, removed one by one: each is named with its language and where to fix it.
    const locales = (await db().versionLocalization.findMany({ where: { versionId } }))
      .map((row) => row.locale)
      .filter((locale) => locale !== "en-US");
    for (const locale of locales.slice(0, 2))
      expect((await owner.patch(url(`/localizations/${locale}`), { whatsNew: null })).status).toBe(200);
    expect((await owner.patch(`/api/apps/${appId}/app-info/localizations/en-US`, { privacyPolicyUrl: null })).status).toBe(200);
    items = await failing();
    expect(items.map(({ check, locale, field }) => ({ check, locale, field }))).toEqual([
      ...locales.slice(0, 2).map((locale) => ({ check: "localization", locale, field: "whatsNew" })),
      { check: "app_info", locale: "en-US", field: "privacyPolicyUrl" },
    ]);
    expect(items[0]!.message).toMatch(/^Add what's new in this version in .+\.$/);
    expect(items[2]!.message).toBe("Add a privacy policy URL in American English (app information).");

    // "What's new" copied from the primary language as a draft where it is missing, and only there.
    const primary = (await db().versionLocalization.findFirstOrThrow({ where: { versionId, locale: "en-US" } })).whatsNew;
    const copied = await owner.post(url("/copy-whats-new"));
    expect(copied.status, JSON.stringify(copied.body)).toBe(200);
    expect(copied.body.copiedTo).toEqual(locales.slice(0, 2));
    for (const locale of locales.slice(0, 2)) {
      expect((await db().versionLocalization.findFirstOrThrow({ where: { versionId, locale } })).whatsNew).toBe(primary);
    }
    expect((await owner.post(url("/copy-whats-new"))).body.copiedTo).toEqual([]);
    expect(
      (
        await owner.patch(`/api/apps/${appId}/app-info/localizations/en-US`, {
          privacyPolicyUrl: "https://trailmix.example.com/privacy",
          acknowledgeWarnings: true,
        })
      ).status,
    ).toBe(200);
    const readiness = (await owner.get(url("/readiness"))).body;
    expect(readiness.ready, JSON.stringify(readiness.items.filter((item: { ok: boolean }) => !item.ok))).toBe(true);
  });

  it("submits, reuses the submission App Review sent back, withdraws, then releases in phases", async () => {
    const submitted = await owner.post(url("/submission"));
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
    expect(submitted.body).toMatchObject({
      submitted: true,
      submission: { state: "WAITING_FOR_REVIEW" },
      version: { appStoreState: "WAITING_FOR_REVIEW" },
    });
    const again = await owner.post(url("/submission"));
    expect(again).toMatchObject({ status: 409, body: { code: "submission_in_progress" } });
    expect(again.body.detail).toContain("already submitted");

    // App Review rejects it: the submission waits with unresolved issues, and a resubmission reuses it.
    await control().setReviewVerdict(versionStoreId, "REJECTED");
    const resubmitted = await owner.post(url("/submission"));
    expect(resubmitted.status, JSON.stringify(resubmitted.body)).toBe(200);
    expect(resubmitted.body.submission.storeId).toBe(submitted.body.submission.storeId);
    expect(storeCalls("POST", "/v1/reviewSubmissions")).toBe(1);

    const canceled = await owner.delete(url("/submission"));
    expect(canceled.status, JSON.stringify(canceled.body)).toBe(200);
    expect(canceled.body).toMatchObject({ canceled: true });
    expect((await owner.delete(url("/submission"))).status).toBe(409);
    await control().advanceClock(60_000); // the cancellation completes
    expect((await owner.post(url("/release"))).body.code).toBe("version_not_releasable");

    const final = await owner.post(url("/submission"));
    expect(final.status, JSON.stringify(final.body)).toBe(200);
    await control().setReviewVerdict(versionStoreId, "APPROVED");
    const released = await owner.post(url("/release"));
    expect(released.status, JSON.stringify(released.body)).toBe(200);
    expect(released.body).toMatchObject({ appStoreState: "READY_FOR_SALE", phasedRelease: { state: "ACTIVE", day: 1, share: 1 } });

    const paused = await owner.patch(url("/phased-release"), { state: "PAUSED" });
    expect(paused.body.phasedRelease).toMatchObject({ state: "PAUSED" });
    expect((await owner.patch(url("/phased-release"), { state: "PAUSED" })).body.code).toBe("version_not_releasable");
    await control().advanceClock(2 * DAY); // paused days do not count
    const resumed = await owner.patch(url("/phased-release"), { state: "ACTIVE" });
    expect(resumed.body.phasedRelease).toMatchObject({ state: "ACTIVE", day: 1, share: 1, pausedDays: 2 });
    await control().advanceClock(DAY);
    const completed = await owner.patch(url("/phased-release"), { state: "COMPLETE" });
    expect(completed.body.phasedRelease).toMatchObject({ state: "COMPLETE", share: 100 });
    expect((await owner.patch(url("/phased-release"), { state: "PAUSED" })).body.detail).toContain("complete");

    const timeline = (await owner.get(url("/timeline"))).body.items as {
      subject: string;
      state: string;
      source: string;
      by: string | null;
    }[];
    const steps = (subject: string) => timeline.filter((item) => item.subject === subject);
    expect(steps("version").map((item) => item.state)).toEqual([
      "PREPARE_FOR_SUBMISSION",
      "WAITING_FOR_REVIEW",
      "REJECTED",
      "WAITING_FOR_REVIEW",
      "DEVELOPER_REJECTED",
      "WAITING_FOR_REVIEW",
      "PENDING_DEVELOPER_RELEASE",
      "READY_FOR_SALE",
    ]);
    expect(steps("version").at(-1)).toMatchObject({ source: "action", by: expect.any(String) });
    expect(steps("phased_release").map(({ state, source }) => `${state} (${source})`)).toEqual([
      "ACTIVE (action)",
      "PAUSED (action)",
      "ACTIVE (action)",
      "COMPLETE (action)",
    ]);

    // The people who ship heard of each step that matters, in words, by email (and push, by preference).
    await runJobs();
    const told = await db().emailMessage.findMany({
      where: { userId: owner.userId!, template: "release-update" },
      orderBy: { createdAt: "asc" },
    });
    expect(told.map((email) => email.subject)).toEqual([
      `${trailmix.name}: App Review rejected version 1.5.0.`,
      `${trailmix.name}: App Review approved version 1.5.0; it waits for your release.`,
      `${trailmix.name}: Version 1.5.0 is on the App Store.`,
      `${trailmix.name}: The phased release of version 1.5.0 is paused.`,
      `${trailmix.name}: Version 1.5.0 reached every automatic update.`,
    ]);
    expect(told[0]!.html).toContain("Resolution Center");
    expect(told[0]!.html).toContain(`/apps/${appId}/versions/${versionId}/release`);
  });
});
