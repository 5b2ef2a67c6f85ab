import { cutCodeUnits } from "./truncate";

const PLATFORMS: Record<string, string> = { IOS: "iOS", MAC_OS: "macOS", TV_OS: "tvOS", VISION_OS: "visionOS" };

/** An App Store platform by its name ("macOS"); one Apple adds later, in words of its own. */
export const platformName = (platform: string): string =>
  PLATFORMS[platform] ?? cutCodeUnits(platform, 200).replace(/_+/g, " ").toLowerCase();
