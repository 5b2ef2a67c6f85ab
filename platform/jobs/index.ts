// The job platform's entry point: what the wiring (inngest/), tests and benchmarks use. Domain
// code does not run jobs: it emits events (lib/events) and reads job records; it uses only
// `jobIdForEvent` (an admin's retry, lib/admin-jobs) and the signature check (the /api/inngest
// guard, lib/system).
export { systemClock, TestClock, type Clock } from "./clock";
export type { OutboxDrain } from "./drain";
export { hasFreshInngestSignatureHeader, hasValidInngestSignature, inngestSignature } from "./inngest-signature";
export { jobIdForEvent } from "./job-ids";
export { outboxFetch } from "./outbox-fetch";
export { jobLogger } from "./records/job-logger";
export { JobRecordMiddleware } from "./records/record-middleware";
export { currentRun, withRunContext, type JobLogLine } from "./records/run-context";
export { OutboxRelay, RelaySendError, type RelayEvent, type RelayOptions, type SendEvents } from "./relay/relay";
export { EmbeddedRunner, type RunnerOptions } from "./runner/runner";
export { callServeHandler, type SdkAnswer, type ServeHandler } from "./sdk-transport";
export { OUTBOX_CHANNEL, wakeOnOutboxWrites } from "./wake";
