import type { InterpretedWish } from "../learn-from-rejection";
import type { Proposal } from "../mutations";
import type { AgentContext } from "../observe";

// What every brain is, apart from the choice among them (../brain.ts): the brains implement it and
// the choice imports the brains, so the interface lives below both.

/** What a brain reports besides its proposals: what it spent (a model's tokens, from the AI SDK's usage), and the owner's words it read as rules. */
export interface Meter {
  tokens(count: number): void;
  wishes?(rules: InterpretedWish[]): void;
}

/** A brain ranks the improvements it sees; the first that passes every check is proposed. */
export interface Brain {
  id: string;
  propose(context: AgentContext, meter?: Meter): Promise<Proposal[]>;
}
