import Bowser from "bowser";

import { cutCodeUnits } from "./truncate";

/** Real user agents are a few hundred characters; past this, what follows only costs the parser time. */
const MAX_USER_AGENT = 1_000;

/**
 * A device in words, from its user agent: "Chrome on macOS", "curl", or "Unknown device". Shared
 * by the account page (its sessions) and the email sent when an access token is created.
 */
export function deviceName(sent: string | null): string {
  if (!sent) return "Unknown device";
  const userAgent = cutCodeUnits(sent, MAX_USER_AGENT);
  const { browser, os } = Bowser.parse(userAgent);
  if (browser.name && os.name) return `${browser.name} on ${os.name}`;
  if (browser.name) return browser.name;
  // Scripts and tools: their name is the user agent's first word ("curl/8.5.0").
  return userAgent.split(/[\s/]/)[0] || "Unknown device";
}
