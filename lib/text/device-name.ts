import Bowser from "bowser";

/**
 * A device in words, from its user agent: "Chrome on macOS", "curl", or "Unknown device". Shared
 * by the account page (its sessions) and the email sent when an access token is created.
 */
export function deviceName(userAgent: string | null): string {
  if (!userAgent) return "Unknown device";
  const { browser, os } = Bowser.parse(userAgent);
  if (browser.name && os.name) return `${browser.name} on ${os.name}`;
  if (browser.name) return browser.name;
  // Scripts and tools: their name is the user agent's first word ("curl/8.5.0").
  return userAgent.split(/[\s/]/)[0] || "Unknown device";
}
