// Whether a build can ship with a version, and a version can go to App Review: the checks that
// attaching a build, adding a version to a submission and submitting it share.

import { EDITABLE_VERSION_STATES, type SimBuild, type SimState, type SimVersion } from "../state";

/** Why the build cannot be attached to a version, in words; null when it can. */
export function buildProblem(build: SimBuild): string | null {
  if (build.processingState === "PROCESSING") return "the build is still processing";
  if (build.processingState !== "VALID") return `the build's processing state is '${build.processingState}'`;
  if (build.expired) return "the build has expired";
  return null;
}

/** Why App Review cannot take the version now, one sentence per problem; [] when it can. */
export function reviewProblems(state: SimState, version: SimVersion): string[] {
  const subject = `appStoreVersions with id '${version.id}' is not in valid state.`;
  if (!EDITABLE_VERSION_STATES.has(version.appStoreState)) {
    return [`${subject} A version in state '${version.appStoreState}' cannot be submitted for review.`];
  }
  const build = state.builds.find((candidate) => candidate.id === version.buildId);
  if (!build) return [`${subject} A build must be attached to the version before it is submitted for review.`];
  const problems: string[] = [];
  const problem = buildProblem(build);
  if (problem) problems.push(`${subject} The attached build cannot be submitted: ${problem}.`);
  if (build.usesNonExemptEncryption === null) problems.push(`${subject} The build's export compliance information is missing.`);
  return problems;
}
