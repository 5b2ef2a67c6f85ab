import "server-only";

import type { Tx } from "@/lib/db/client";
import { contentFindings, linksIn } from "@/lib/text/content-rules";

import type { AgentConfig, AutoApproveKind } from "./config";
import type { Mutation } from "./mutations";

/** Auto-approval's window for its daily limit. */
const DAY_MS = 24 * 3600_000;

/** The auto-approvable kind a change is, if any: replies by rating, and three short store texts. */
function autoApproveKind(mutation: Mutation): AutoApproveKind | null {
  if (mutation.type === "reply_to_review") return mutation.rating >= 4 ? "reply_positive" : "reply_critical";
  if (mutation.type !== "update_localization") return null;
  if (mutation.field === "promotionalText") return "promotional_text";
  if (mutation.field === "whatsNew") return "whats_new";
  if (mutation.field === "keywords") return "keywords";
  return null;
}

/**
 * Why a change that passed the precheck must still wait for a person (null: it may be written at
 * once). The precheck refused any finding already; this checks again, on its own, that the text
 * has no link, contact detail, price or other finding at all, so a gap in one place cannot send
 * such a text out without a person.
 */
export async function autoApproveRefusal(tx: Tx, agentId: string, config: AgentConfig, mutation: Mutation, now = new Date()) {
  const kind = autoApproveKind(mutation);
  if (!kind || !config.autoApprove.kinds.includes(kind)) return "not a kind you let the agent approve itself";
  const text = mutation.type === "create_experiment" ? mutation.after.name : mutation.after;
  const findings = contentFindings(text, { kind: mutation.type === "reply_to_review" ? "reply" : "store_text" });
  if (findings.length > 0 || linksIn(text).length > 0)
    return `the text has something a person should see first (${[...new Set(findings.map((f) => f.rule))].join(", ") || "a link"})`;
  const approvedToday = await tx.agentAction.count({
    where: { agentId, autoApproved: true, createdAt: { gte: new Date(now.getTime() - DAY_MS) } },
  });
  if (approvedToday >= config.autoApprove.dailyLimit)
    return `${approvedToday} changes were approved automatically in the last 24 hours, the daily limit`;
  return null;
}
