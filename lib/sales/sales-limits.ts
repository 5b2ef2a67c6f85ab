/** Store requests one sales call may make: one report per missing day. */
export const MAX_FETCHED_DAYS = 31;

/** Reports fetched at once. */
export const FETCH_CONCURRENCY = 4;

/** Apple keeps daily reports this many days; older missing days are not asked for. */
export const DAILY_REPORT_RETENTION_DAYS = 365;
