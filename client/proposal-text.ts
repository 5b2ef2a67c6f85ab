/**
 * What a person who proposed a change is told: who may approve it, in words. A write that the
 * caller's role only proposes answers 202 with the proposal instead of the stored result.
 */
import type { Proposal } from "./api-types";

/** True for the 202 answer of a write: a proposal waiting for approval, not the stored result. */
export const isProposal = (result: object): result is Proposal => "approverRoles" in result && "permission" in result;

/** "owner, admin or marketing": the roles that may approve, in words. */
export function approversInWords(roles: readonly string[]): string {
  const shown = roles.filter((role) => role !== "owner" || roles.length === 1);
  if (shown.length <= 1) return shown[0] ?? "an owner";
  return `${shown.slice(0, -1).join(", ")} or ${shown.at(-1)}`;
}

/** The toast after proposing: "Sent for approval: waiting for approval by admin or marketing." */
export const proposedMessage = (proposal: Proposal) =>
  `Sent for approval: waiting for approval by ${approversInWords(proposal.approverRoles)}.`;
