/** The runner's notion of time. Tests move a TestClock instead of sleeping. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

export class TestClock implements Clock {
  private time: number;

  constructor(start: Date | string = "2026-01-01T00:00:00Z") {
    this.time = new Date(start).getTime();
  }

  now(): Date {
    return new Date(this.time);
  }

  advance(milliseconds: number): void {
    this.time += milliseconds;
  }
}
