// Made on first use: creating an Intl formatter loads locale data (about 30 ms), and only the
// profile header shows this date.
let monthYear: Intl.DateTimeFormat | undefined;

/** 'Member since November 2026', in the viewer's time zone. */
export function formatMemberSince(date: Date | string | number): string {
  monthYear ??= new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric' });
  return `Member since ${monthYear.format(new Date(date))}`;
}
