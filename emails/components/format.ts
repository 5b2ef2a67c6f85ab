/**
 * Dates in emails are shown in UTC with the zone named: the server does not know the
 * reader's time zone, and an unlabelled time would be wrong for most readers.
 */
const dateTime = new Intl.DateTimeFormat("en-US", {
  year: "numeric",
  month: "short",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
  timeZone: "UTC",
  timeZoneName: "short",
});

export function formatInstant(iso: string): string {
  return dateTime.format(new Date(iso));
}
