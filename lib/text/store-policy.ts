/**
 * What App Review rejects in published text whatever the field, as fastlane precheck checks it:
 * other platforms' names (guideline 2.3.10) and placeholder text. One list for the agent's
 * precheck, the API's manual edits and the editor's warnings. Plain functions: the browser
 * imports it too.
 */

export interface PolicyFinding {
  rule: "other_platforms" | "placeholder";
  message: string;
}

// Metadata that names other platforms is rejected under App Review guideline 2.3.10.
const OTHER_PLATFORMS =
  /\b(android|google play|play store|windows phone|blackberry|huawei appgallery|amazon appstore|galaxy store|f-droid)\b/i;

const PLACEHOLDERS = /lorem ipsum|\b(todo|tbd|fixme|placeholder|xxx+)\b|\[(insert|your|add)[^\]]*\]|\{\{|\}\}|<\s*(insert|your)[^>]*>/i;

export function policyFindings(text: string): PolicyFinding[] {
  const findings: PolicyFinding[] = [];
  const platform = OTHER_PLATFORMS.exec(text);
  if (platform)
    findings.push({ rule: "other_platforms", message: `Mentions another platform ("${platform[0]}"), which App Review rejects` });
  const placeholder = PLACEHOLDERS.exec(text);
  if (placeholder) findings.push({ rule: "placeholder", message: `Contains placeholder text ("${placeholder[0]}")` });
  return findings;
}
