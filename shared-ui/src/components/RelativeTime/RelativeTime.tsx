import { useState } from 'react';

export interface RelativeTimeProps {
  /** When it happened (an ISO timestamp from the API). */
  date: string;
  /** The age as the app words it, e.g. '2h ago'. */
  text: string;
  className?: string;
}

/**
 * A post's or comment's age ('2h ago'), with the full date and time as its tooltip. The tooltip is
 * written on the first hover: the page's first locale-aware date format takes about 40 ms, too
 * much to spend on every card while the feed renders (it would count toward Total Blocking Time).
 */
export function RelativeTime({ date, text, className }: RelativeTimeProps) {
  const [fullDate, setFullDate] = useState<string>();
  return (
    <time
      className={className}
      dateTime={date}
      title={fullDate}
      onPointerEnter={() => setFullDate((shown) => shown ?? new Date(date).toLocaleString())}
    >
      {text}
    </time>
  );
}
