// The job platform's entry point: what the wiring (inngest/), tests and benchmarks use. Domain
// code does not run jobs and never imports this folder: it emits events (lib/events) and reads job
// records; the /api/inngest route hands the signature check to its guard (lib/system).
export { TestClock } from "./clock";
export type { OutboxDrain } from "./drain";
export { hasFreshInngestSignatureHeader, hasValidInngestSignature } from "./inngest-signature";
export { outboxFetch } from "./outbox-fetch";
export { jobLogger } from "./records/job-logger";
export { JobRecordMiddleware } from "./records/record-middleware";
export { OutboxRelay, RelaySendError, type SendEvents } from "./relay/relay";
export { EmbeddedRunner, type RunnerOptions } from "./runner/runner";
export { type ServeHandler } from "./sdk-transport";
export { wakeOnOutboxWrites } from "./wake";
