// The job platform's entry point: what the wiring (inngest/), tests and benchmarks use. Domain
// code does not run jobs; it emits events (lib/events) and reads job records (lib/admin-jobs).
export { systemClock, TestClock, type Clock } from "./clock";
export { outboxFetch } from "./outbox-fetch";
export { jobLogger } from "./records/job-logger";
export { JobRecordMiddleware } from "./records/record-middleware";
export { currentRun, withRunContext, type JobLogLine } from "./records/run-context";
export { EmbeddedRunner, type RunnerOptions } from "./runner/runner";
export { callServeHandler, type SdkAnswer, type ServeHandler } from "./sdk-transport";
