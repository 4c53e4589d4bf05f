// The month and year by hand, not with Intl.DateTimeFormat: the first Intl formatter of a page loads
// ICU's locale data on the main thread (about 30 ms here, four times that on a phone's CPU), and
// this date is in the profile header's first render. The site is in English only.
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** 'Member since November 2026', in the viewer's time zone. */
export function formatMemberSince(date: Date | string | number): string {
  const since = new Date(date);
  return `Member since ${MONTHS[since.getMonth()]} ${since.getFullYear()}`;
}
