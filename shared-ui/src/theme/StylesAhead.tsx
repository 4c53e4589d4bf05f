import { Spinner } from '../components/Spinner';

/**
 * Draws, hidden, the pieces whose styles a page would otherwise first need on a click: the spinner
 * (the feed's next page, the notifications while they load). styled-components writes a
 * component's CSS when it first renders, and a sheet that changes makes the browser restyle the
 * whole page; on the post page that was about 50 ms of a Like's response on a phone-speed CPU, when
 * a busy button still showed this spinner. The shell renders this once, beside the global styles.
 */
export function StylesAhead() {
  return (
    <div hidden>
      <Spinner size="sm" label={null} />
    </div>
  );
}
