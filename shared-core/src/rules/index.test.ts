import * as rules from './index';
import * as cardTheme from './card-theme';
import * as categories from './categories';
import * as deleteToasts from './delete-toasts';
import * as feedSort from './feed-sort';
import * as hashtags from './hashtags';
import * as imageVariants from './image-variants';
import * as link from './link';
import * as media from './media';
import * as mentions from './mentions';
import * as networkError from './network-error';
import * as reactionToasts from './reaction-toasts';
import * as relativeTime from './relative-time';
import * as reportReasons from './report-reasons';
import * as sentiment from './sentiment';
import * as toastText from './toast-text';
import * as trustLevel from './trust-level';
import * as twoFactorCode from './two-factor-code';
import * as username from './username';
import * as wordCharacters from './word-characters';
import * as writeLimit from './write-limit';

// The index lists exports by name; this guards against a rule module gaining one it forgets.
describe('rules index', () => {
  it.each(
    Object.entries({
      cardTheme,
      categories,
      deleteToasts,
      feedSort,
      hashtags,
      imageVariants,
      link,
      media,
      mentions,
      networkError,
      reactionToasts,
      relativeTime,
      reportReasons,
      sentiment,
      toastText,
      trustLevel,
      twoFactorCode,
      username,
      wordCharacters,
      writeLimit,
    }),
  )('re-exports everything from %s', (_name, module) => {
    const missing = Object.keys(module).filter((key) => !(key in rules));
    expect(missing).toEqual([]);
  });
});
