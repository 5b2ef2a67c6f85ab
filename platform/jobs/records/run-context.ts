import { processAsyncContext } from "@/lib/process/async-context";

/** A log line a function wrote while the runner drove it, kept with the job. */
export interface JobLogLine {
  level: "debug" | "info" | "warn" | "error";
  message: string;
}

/**
 * Set by the embedded runner around each call into the serve handler, so the functions'
 * logger can attribute its lines to the job being run.
 */
const runContext = processAsyncContext<{ jobId: string; lines: JobLogLine[] }>("jobRun");

export function withRunContext<T>(jobId: string, lines: JobLogLine[], work: () => Promise<T>): Promise<T> {
  return runContext.run({ jobId, lines }, work);
}

export function currentRun() {
  return runContext.getStore();
}
