// A state saved by an earlier simulator, brought up to date on load: what did not exist when it
// was saved is filled in, and everything it holds (the changes made since its seed) is kept.

import type { SimState } from "./state";

export function upgradeSavedState(saved: SimState, seed: () => SimState): SimState {
  // Saved before Apple's review summaries were simulated: the seed's, as if Apple had written them since.
  saved.reviewSummaries ??= seed().reviewSummaries;
  // Saved before releases were simulated: nothing was submitted, scheduled or phased then.
  saved.reviewDetails ??= [];
  saved.phasedReleases ??= [];
  saved.reviewSubmissions ??= [];
  saved.reviewSubmissionItems ??= [];
  saved.reviewVerdicts ??= [];
  // Saved before webhooks were simulated: none had been made.
  saved.webhooks ??= [];
  // Saved before screenshots and app previews were simulated: none had been made.
  saved.screenshotSets ??= [];
  saved.screenshots ??= [];
  saved.previewSets ??= [];
  saved.previews ??= [];
  for (const version of saved.versions) version.earliestReleaseDate ??= null;
  // Every build then was the seed's, whose export compliance is answered (null is a real value now).
  for (const build of saved.builds) if (build.usesNonExemptEncryption === undefined) build.usesNonExemptEncryption = false;
  return saved;
}
