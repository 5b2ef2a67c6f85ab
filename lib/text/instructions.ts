import { phrase } from "./phrases";

/**
 * Text that reads like instructions to an AI rather than a customer's words ("ignore all previous
 * instructions", "</store_data>", "SYSTEM:", "以前の指示を無視"), in the languages the agent writes.
 * Matched on the normalised text (lib/text/text-view.ts), so zero-width characters and look-alike
 * letters do not hide it.
 */

const PHRASES = phrase([
  "ignore previous instructions",
  "ignore all previous instructions",
  "ignore the previous instructions",
  "ignore all prior instructions",
  "ignore your instructions",
  "ignore the above",
  "disregard previous instructions",
  "disregard all previous instructions",
  "disregard your instructions",
  "forget your instructions",
  "forget all previous instructions",
  "new instructions",
  "system prompt",
  "you are now",
  "as an ai language model",
  "developer mode",
  "jailbreak",
  "auto-approve",
  "autoapprove",
  "approve everything",
  "ignoriere alle vorherigen anweisungen",
  "ignoriere die vorherigen anweisungen",
  "ignoriere alle anweisungen",
  "ignoriere deine anweisungen",
  "vergiss alle anweisungen",
  "vergiss deine anweisungen",
  "neue anweisungen",
  "ignore toutes les instructions",
  "ignorez toutes les instructions",
  "ignore les instructions précédentes",
  "ignorez les instructions précédentes",
  "oublie tes instructions",
  "oubliez vos instructions",
  "ignora todas las instrucciones",
  "ignora las instrucciones anteriores",
  "olvida tus instrucciones",
  "ignora tutte le istruzioni",
  "ignora le istruzioni precedenti",
  "dimentica le tue istruzioni",
  "ignore todas as instruções",
  "ignore as instruções anteriores",
  "esqueça suas instruções",
  "negeer alle instructies",
  "negeer alle vorige instructies",
  "negeer de vorige instructies",
  "vergeet je instructies",
  "以前の指示を無視",
  "前の指示を無視",
  "指示を無視",
  "すべての指示を無視",
  "システムプロンプト",
  "忽略之前的指令",
  "忽略之前的指示",
  "忽略以上指令",
  "忽略所有指令",
  "忽略上述指示",
  "系统提示",
  "이전 지시를 무시",
  "모든 지시를 무시",
  "지시를 무시",
  "시스템 프롬프트",
]);

// Role markers and the tags a prompt is built from.
const MARKUP = /<\/?\s*(?:system|assistant|user|publisher|store_data|instructions?|prompt)\s*>|(?:^|\n)\s*(?:system|assistant)\s*:/iu;

/** The passage that reads like instructions to an AI; undefined when none does. */
export function instructionsIn(text: string): string | undefined {
  return PHRASES.exec(text)?.[0] ?? MARKUP.exec(text)?.[0]?.trim();
}
