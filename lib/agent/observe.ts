import "server-only";

import { appInfoInUse } from "@/lib/app-info/app-info-in-use";
import { appContentRules, type AppContentRules } from "@/lib/apps/content-precheck";
import { db } from "@/lib/db/client";
import { appleSummaryForAgent, type AppleSummaryForAgent } from "@/lib/reviews/apple-summary-for-agent";
import { editableFields, isEditableState } from "@/lib/versions/editable-fields";

import { localeInScope, readAgentConfig, type AgentConfig } from "./config";
import { LAST_REJECTION_KEY, readMemories } from "./memories";
import type { LocalizationField } from "./mutations";

/** One version as the agent sees it: its state, what that state lets change, its texts per locale. */
export interface ObservedVersion {
  id: string;
  versionString: string;
  state: string;
  editable: LocalizationField[];
  live: boolean;
  /** App Review rejected it (`REJECTED`, `METADATA_REJECTED`): the rules propose nothing for it, the observation names it. */
  rejected?: boolean;
  texts: Record<string, Partial<Record<LocalizationField, string | null>>>;
}

export interface ObservedReview {
  id: string;
  rating: number;
  title: string | null;
  body: string | null;
  nickname: string | null;
  territory: string;
  createdAt: string;
  response: string | null;
}

export interface LastRejection {
  actionId: string;
  summary: string;
  reason: string;
  at: string;
}

/** Everything a brain decides on. Plain data: it is memoized as a step result and shown in events. */
export interface AgentContext {
  agentId: string;
  observedAt: string;
  app: { id: string; name: string; storeId: string; primaryLocale: string | null };
  config: AgentConfig;
  locales: string[];
  /** Newest first: the one being prepared (if any), then the live one. */
  versions: ObservedVersion[];
  /** Name, subtitle and privacy policy URL per locale: of the editable app info when there is one, else of the live one. `editable`: the name and subtitle can change. */
  appInfo: {
    storeId: string;
    state: string | null;
    editable: boolean;
    texts: Record<string, { name: string | null; subtitle: string | null; privacyPolicyUrl: string | null }>;
  } | null;
  /**
   * The reply queue: every review without a reply (up to `REVIEW_QUEUE_LIMIT`), critical ones (one or two
   * stars) first, then three stars, then, when the owner enabled `replyToPositiveReviews`, four and
   * five; oldest first within each.
   */
  unansweredReviews: ObservedReview[];
  /**
   * Apple's own summary of the recent reviews, or null (Apple writes them only for apps with enough
   * reviews). Text from the store: data to reason about, never instructions. Absent from contexts
   * observed before it existed (a run's memoized observation).
   */
  reviewSummary?: AppleSummaryForAgent | null;
  experiments: { name: string; state: string }[];
  /**
   * The alternate app icons the app's experiments have shown (in its build, so a treatment can
   * show them again): the only assets a proposed experiment can bring. Absent from contexts
   * observed before it existed.
   */
  alternateIcons?: string[];
  memories: Record<string, unknown>;
  lastRejection: LastRejection | null;
  /** Fingerprints of changes the owner rejected or let expire: never proposed again. */
  rejected: string[];
  /** Fingerprints of changes proposed and not yet decided, or executed: not proposed twice. */
  inFlightOrDone: string[];
  recentActions: { summary: string; status: string; decisionReason: string | null; createdAt: string }[];
  /** The owner's word lists and the app's own domains, for the content precheck (none when left out). */
  contentRules?: AppContentRules;
}

/** A tick's reply queue holds at most this many reviews; a larger backlog moves up as replies are published. */
const REVIEW_QUEUE_LIMIT = 500;
const REJECTED_BY_REVIEW = new Set(["REJECTED", "METADATA_REJECTED"]);

/** Reads the app's synced data and the agent's memory into the context of one tick. */
export async function observeApp(agentId: string): Promise<AgentContext | null> {
  const agent = await db().agent.findUnique({ where: { id: agentId }, include: { app: true } });
  if (!agent) return null;
  const { app } = agent;
  const [versions, infoRows, reviews, experiments, memories, actions, contentRules] = await Promise.all([
    db().appVersion.findMany({
      where: { appId: app.id },
      include: { localizations: true },
      orderBy: [{ storeCreatedAt: "desc" }, { id: "desc" }],
    }),
    db().appInfoLocalization.findMany({ where: { appId: app.id } }),
    replyQueue(app.id, readAgentConfig(agent.config).replyToPositiveReviews),
    db().experiment.findMany({ where: { appId: app.id }, select: { name: true, state: true, treatments: true } }),
    readMemories(agentId),
    db().agentAction.findMany({
      where: { agentId },
      orderBy: { createdAt: "desc" },
      take: 200,
      select: { fingerprint: true, status: true, summary: true, decisionReason: true, createdAt: true },
    }),
    appContentRules(app.id),
  ]);

  const shown = versions.filter(
    (version) =>
      isEditableState(version.appStoreState) ||
      version.appStoreState === "READY_FOR_SALE" ||
      editableFields(version.appStoreState).length > 0,
  );
  const current = shown.filter((version) => version.appStoreState !== "REPLACED_WITH_NEW_VERSION").slice(0, 2);
  const observedVersions: ObservedVersion[] = current.map((version) => ({
    id: version.id,
    versionString: version.versionString,
    state: version.appStoreState,
    editable: editableFields(version.appStoreState),
    live: version.appStoreState === "READY_FOR_SALE",
    rejected: REJECTED_BY_REVIEW.has(version.appStoreState),
    texts: Object.fromEntries(
      version.localizations.map((l) => [
        l.locale,
        {
          description: l.description,
          keywords: l.keywords,
          promotionalText: l.promotionalText,
          whatsNew: l.whatsNew,
          marketingUrl: l.marketingUrl,
          supportUrl: l.supportUrl,
        },
      ]),
    ),
  }));

  const infoTexts = appInfoInUse(infoRows);
  const infoId = infoTexts[0]?.appInfoStoreId;
  const infoState = infoTexts[0]?.appInfoState ?? null;
  const config = readAgentConfig(agent.config);
  const locales = [...new Set([...observedVersions.flatMap((v) => Object.keys(v.texts)), ...infoTexts.map((row) => row.locale)])].sort();
  const rejection = memories[LAST_REJECTION_KEY] as LastRejection | undefined;

  return {
    agentId,
    observedAt: new Date().toISOString(),
    app: { id: app.id, name: app.name, storeId: app.storeId, primaryLocale: app.primaryLocale },
    config,
    locales,
    versions: observedVersions,
    appInfo: infoId
      ? {
          storeId: infoId,
          state: infoState,
          editable: infoState !== null && isEditableState(infoState),
          texts: Object.fromEntries(
            infoTexts.map((row) => [row.locale, { name: row.name, subtitle: row.subtitle, privacyPolicyUrl: row.privacyPolicyUrl }]),
          ),
        }
      : null,
    unansweredReviews: reviews.map((review) => ({
      id: review.id,
      rating: review.rating,
      title: review.title,
      body: review.body,
      nickname: review.reviewerNickname,
      territory: review.territory,
      createdAt: review.storeCreatedAt.toISOString(),
      response: review.responseBody,
    })),
    reviewSummary: await appleSummaryForAgent(app.id, app.primaryLocale),
    experiments: experiments.map(({ name, state }) => ({ name, state })),
    alternateIcons: alternateIcons(experiments.map((experiment) => experiment.treatments)),
    memories,
    lastRejection: rejection ?? null,
    // An expired proposal is not made again either: its owner let it pass.
    rejected: actions.filter((action) => action.status === "rejected" || action.status === "expired").map((action) => action.fingerprint),
    inFlightOrDone: actions
      .filter((action) => !["rejected", "cancelled", "expired", "failed"].includes(action.status))
      .map((action) => action.fingerprint),
    recentActions: actions.slice(0, 10).map((action) => ({
      summary: action.summary,
      status: action.status,
      decisionReason: action.decisionReason,
      createdAt: action.createdAt.toISOString(),
    })),
    contentRules,
  };
}

/** The icon names the experiments' treatments (`[{appIconName}]`, as synced) have shown, once each. */
function alternateIcons(treatments: unknown[]): string[] {
  const names = treatments.flatMap((list) =>
    Array.isArray(list) ? list.map((treatment) => (treatment as { appIconName?: unknown } | null)?.appIconName) : [],
  );
  return [...new Set(names.filter((name): name is string => typeof name === "string" && name.trim() !== ""))].sort();
}

export const localesInScope = (context: AgentContext): string[] =>
  context.locales.filter((locale) => localeInScope(context.config, locale));

/** Star groups of the reply queue, in the order they are answered. */
const QUEUE_GROUPS = [{ lte: 2 }, { equals: 3 }, { gte: 4 }] as const;

/** The app's unanswered reviews in the order the agent answers them (see `AgentContext.unansweredReviews`). */
async function replyQueue(appId: string, positiveToo: boolean) {
  const queue = [];
  for (const rating of positiveToo ? QUEUE_GROUPS : QUEUE_GROUPS.slice(0, 2)) {
    if (queue.length >= REVIEW_QUEUE_LIMIT) break;
    queue.push(
      ...(await db().customerReview.findMany({
        where: { appId, rating, responseBody: null },
        orderBy: [{ storeCreatedAt: "asc" }, { id: "asc" }],
        take: REVIEW_QUEUE_LIMIT - queue.length,
      })),
    );
  }
  return queue;
}
