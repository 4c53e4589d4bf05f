import * as rules from './index';
import * as authErrors from './auth-errors';
import * as cardTheme from './card-theme';
import * as categories from './categories';
import * as feedSort from './feed-sort';
import * as hashtags from './hashtags';
import * as link from './link';
import * as media from './media';
import * as mentions from './mentions';
import * as messages from './messages';
import * as networkError from './network-error';
import * as refreshDelays from './refresh-delays';
import * as relativeTime from './relative-time';
import * as reportReasons from './report-reasons';
import * as reputation from './reputation';
import * as sentiment from './sentiment';
import * as share from './share';
import * as sharePost from './share-post';
import * as textBoxRows from './text-box-rows';
import * as trustLevel from './trust-level';
import * as unreadBadge from './unread-badge';
import * as username from './username';

// The index lists exports by name; this guards against a rule module gaining one it forgets.
describe('rules index', () => {
  it.each(
    Object.entries({
      authErrors,
      cardTheme,
      categories,
      feedSort,
      hashtags,
      link,
      media,
      mentions,
      messages,
      networkError,
      refreshDelays,
      relativeTime,
      reportReasons,
      reputation,
      sentiment,
      share,
      sharePost,
      textBoxRows,
      trustLevel,
      unreadBadge,
      username,
    }),
  )('re-exports everything from %s', (_name, module) => {
    const missing = Object.keys(module).filter((key) => !(key in rules));
    expect(missing).toEqual([]);
  });
});
