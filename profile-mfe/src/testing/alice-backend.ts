// Alice's corner of the database for the profile tests, served over HTTP: profile_page (for
// 'alice'; nobody else exists), her profile row, posts, like comments and the follow rows, the
// reputation recalculation and the two username checks. Writes change `db`, and the default
// profile_page reads her profile from it, so a saved edit shows on the next read.
import {
  mentionedMembersRpc,
  postgrestRpc,
  postgrestTable,
  type RpcArgs,
} from '@likegripe/tooling/supabase-http';
import { ALICE, ALICE_LIKES, ALICE_POSTS, ALICE_REPUTATION, alicePage } from './profile-fixtures';

export interface AliceDb {
  profiles: Array<typeof ALICE>;
  posts: Array<Record<string, unknown>>;
  comments: Array<Record<string, unknown>>;
  user_follows: Array<{ follower_id: string; following_id: string }>;
}

type Answer = (args: RpcArgs) => unknown;

interface AliceBackendOptions {
  /** What profile_page answers for 'alice' (a Response to fail). */
  page?: (db: AliceDb) => unknown;
  /** What calculate_user_reputation answers. */
  reputation?: Answer;
  valid?: Answer;
  available?: Answer;
}

export function aliceBackend(options: AliceBackendOptions = {}) {
  const db: AliceDb = {
    profiles: [{ ...ALICE }],
    posts: ALICE_POSTS.map((post) => ({ ...post, user_id: ALICE.id })),
    comments: ALICE_LIKES.map((like) => ({ ...like, user_id: ALICE.id, comment_type: 'like' })),
    user_follows: [],
  };
  const {
    page = () => alicePage({ profile: db.profiles[0] }),
    reputation = () => ALICE_REPUTATION,
    valid = () => true,
    available = () => true,
  } = options;
  const handlers = [
    postgrestRpc('profile_page', ({ _username }) =>
      _username === ALICE.username ? page(db) : null,
    ),
    postgrestRpc('calculate_user_reputation', reputation),
    postgrestRpc('validate_username', valid),
    postgrestRpc('check_username_available', available),
    // Members besides her whom her texts mention.
    mentionedMembersRpc([ALICE.username, 'dave_eats']),
    postgrestTable('profiles', db.profiles),
    postgrestTable('posts', db.posts),
    postgrestTable('comments', db.comments),
    postgrestTable('user_follows', db.user_follows),
  ];
  return { handlers, db };
}
