/**
 * Dates in emails are shown in UTC with the zone named: the server does not know the
 * reader's time zone, and an unlabelled time would be wrong for most readers.
 */
const dateTime = new Intl.DateTimeFormat("en-US", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "UTC",
  timeZoneName: "short",
});

export function formatInstant(iso: string): string {
  return dateTime.format(new Date(iso));
}
