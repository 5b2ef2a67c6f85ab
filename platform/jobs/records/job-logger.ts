import { log } from "@/lib/log";

import { currentRun, type JobLogLine } from "./run-context";

type Level = JobLogLine["level"];

/** Formats a logger call's arguments (`(message, data)` or `(data, message)`) as one line. */
function format(args: unknown[]): string {
  return args.map((arg) => (typeof arg === "string" ? arg : arg instanceof Error ? arg.message : JSON.stringify(arg))).join(" ");
}

/**
 * The functions' `logger`: each line goes to the service log and, while the embedded runner
 * drives a run, into that job's logs (shown in the admin job view).
 */
function line(level: Level) {
  return (...args: unknown[]) => {
    const run = currentRun();
    const message = format(args);
    run?.lines.push({ level, message });
    log[level]({ jobId: run?.jobId }, message);
  };
}

export const jobLogger = {
  debug: line("debug"),
  info: line("info"),
  warn: line("warn"),
  error: line("error"),
  // The SDK awaits `flush()` after each call and waits a timer tick for loggers without one;
  // lines here are already handed to pino, so there is nothing to wait for.
  flush: async () => undefined,
};
