import { describe, expect, it } from "vitest";

import { catalogue } from "@/lib/events/catalogue";
import { hasQueueLabel } from "@/client/job-labels";

import { functions } from "./index";

const triggerEvents = (fn: (typeof functions)[number]): string[] =>
  (fn.opts.triggers ?? []).flatMap((trigger) => ("event" in trigger && typeof trigger.event === "string" ? [trigger.event] : []));

describe("the served functions and the event catalogue", () => {
  it("triggers each catalogued event's function, and at most one, so re-sending an event (an admin's retry) re-runs just that run", () => {
    for (const event of catalogue) {
      const triggered = functions.filter((fn) => triggerEvents(fn).includes(event.name));
      expect(triggered.length, event.name).toBeLessThanOrEqual(1);
    }
  });

  it("listens only to catalogued events (or schedules)", () => {
    const names = new Set<string>(catalogue.map((event) => event.name));
    for (const fn of functions) {
      for (const name of triggerEvents(fn)) expect(names.has(name), `${fn.id()} listens to ${name}`).toBe(true);
    }
  });

  it("names every function's queue in words for the admin views", () => {
    for (const fn of functions) expect(hasQueueLabel(fn.id()), fn.id()).toBe(true);
  });
});
