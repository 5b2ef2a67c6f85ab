import "server-only";

import type { Prisma } from "@/lib/db/generated/client";
import { appPath, appUrl } from "@/lib/notifications/links";
import { notifyAppTeam } from "@/lib/notifications/notify-team";
import { oneLine } from "@/lib/text/one-line";

type Tx = Prisma.TransactionClient;

export interface ReleaseAlert {
  headline: (version: string) => string;
  nextStep: string;
}

const REJECTED: ReleaseAlert = {
  headline: (version) => `App Review rejected version ${version}.`,
  nextStep: "Read App Review's message in App Store Connect's Resolution Center, fix what it asks, and submit the version again.",
};

/** The states of a version that people who ship want to hear about, each in words with what to do next. */
const VERSION_ALERTS: Record<string, ReleaseAlert> = {
  IN_REVIEW: {
    headline: (version) => `Version ${version} is in review.`,
    nextStep: "Nothing to do: App Review usually decides within a day.",
  },
  PENDING_DEVELOPER_RELEASE: {
    headline: (version) => `App Review approved version ${version}; it waits for your release.`,
    nextStep: "Release it when you are ready, from its release page.",
  },
  PENDING_APPLE_RELEASE: {
    headline: (version) => `App Review approved version ${version}; it will be released on its scheduled date.`,
    nextStep: "Nothing to do: it goes out on its own.",
  },
  REJECTED,
  METADATA_REJECTED: REJECTED,
  INVALID_BINARY: {
    headline: (version) => `The build of version ${version} was found invalid.`,
    nextStep: "Upload a new build, attach it on the release page and submit again.",
  },
  READY_FOR_SALE: {
    headline: (version) => `Version ${version} is on the App Store.`,
    nextStep: "Watch its reviews and, with a phased release, its rollout.",
  },
};

const PHASED_RELEASE_ALERTS: Record<string, ReleaseAlert> = {
  PAUSED: {
    headline: (version) => `The phased release of version ${version} is paused.`,
    nextStep: "Resume it from the release page when you are ready (a release can be paused for 30 days in all).",
  },
  COMPLETE: {
    headline: (version) => `Version ${version} reached every automatic update.`,
    nextStep: "Nothing to do: the phased release is complete.",
  },
};

export type ReleaseSubject = "version" | "phased_release";

export interface ReleaseChange {
  versionId: string;
  /** What changed: the version's state, or its phased release's. */
  subject: ReleaseSubject;
  from: string | null;
  to: string;
  /** Why, when the service itself made the change: said before what to do next. */
  note?: string | null;
}

/**
 * Tells the people who ship the app (`versions.manage`) when a version moves on: in review,
 * approved, rejected, released, its phased release paused or complete; web push and email, each by
 * their own preferences (kind `release_update`), in the transaction that stored the change.
 */
export async function alertReleaseChanges(tx: Tx, changes: ReleaseChange[]): Promise<void> {
  for (const change of changes) {
    if (change.from === change.to || change.from === null) continue;
    const alert = (change.subject === "version" ? VERSION_ALERTS : PHASED_RELEASE_ALERTS)[change.to];
    if (alert)
      await sendReleaseAlert(tx, change.versionId, change.note ? { ...alert, nextStep: `${change.note} ${alert.nextStep}` } : alert);
  }
}

/** One alert about a version to the people who ship its app, linking to its release page. */
export async function sendReleaseAlert(tx: Tx, versionId: string, alert: ReleaseAlert): Promise<void> {
  const version = await tx.appVersion.findUnique({
    where: { id: versionId },
    select: { id: true, versionString: true, app: { select: { id: true, name: true, teamId: true } } },
  });
  if (!version) return;
  const appName = oneLine(version.app.name, 100);
  const versionString = oneLine(version.versionString, 30);
  const headline = alert.headline(versionString);
  const path = `/versions/${encodeURIComponent(version.id)}/release`;
  await notifyAppTeam(tx, version.app, "versions.manage", {
    kind: "release_update",
    email: {
      template: "release-update",
      props: { appName, versionString, headline, nextStep: oneLine(alert.nextStep, 400), releaseUrl: `${appUrl(version.app.id)}${path}` },
    },
    push: {
      title: `${appName} ${versionString}`,
      body: headline,
      url: `${appPath(version.app.id)}${path}`,
      tag: `release-${version.id}`,
    },
  });
}
