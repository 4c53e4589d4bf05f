// Every bus event and session action exactly as a 1.x part of the site sends it, and the payload
// fields (with their runtime types) a 1.x reader reads. The compatibility tests of shared-core, the
// shell and the feed replay these against today's reducers and listeners: a change that breaks one
// of them is a major version of the bus contract.

/** The type of a payload field as `typeof` names it. */
type FieldType = 'string' | 'number' | 'boolean' | 'object';

export interface V1Event {
  /** The key of the action creator on `bus` (or on the session slice). */
  name: string;
  type: string;
  payload?: Record<string, unknown>;
  /** The fields a 1.x reader of this event uses, which every later 2.x or 1.x payload must carry. */
  readFields: Readonly<Record<string, FieldType>>;
}

const postId = '7c1e2f44-0000-4000-8000-000000000001';
const userId = '7c1e2f44-0000-4000-8000-0000000000aa';

export const BUS_EVENTS_V1: readonly V1Event[] = [
  {
    name: 'toastRequested',
    type: 'toasts/toastRequested',
    payload: {
      title: 'Report submitted',
      description: 'Thanks.',
      variant: 'success',
      durationMs: 5000,
    },
    readFields: { title: 'string' },
  },
  {
    name: 'postCreated',
    type: 'posts/postCreated',
    payload: { postId },
    readFields: { postId: 'string' },
  },
  {
    name: 'postDeleted',
    type: 'posts/postDeleted',
    payload: { postId },
    readFields: { postId: 'string' },
  },
  {
    name: 'reactionChanged',
    type: 'reactions/reactionChanged',
    payload: { postId },
    readFields: { postId: 'string' },
  },
  {
    name: 'commentChanged',
    type: 'comments/commentChanged',
    payload: { postId },
    readFields: { postId: 'string' },
  },
  {
    name: 'followChanged',
    type: 'follows/followChanged',
    payload: { followerId: userId, followingId: postId, following: true },
    readFields: { followerId: 'string', followingId: 'string', following: 'boolean' },
  },
  {
    name: 'profileUpdated',
    type: 'profiles/profileUpdated',
    payload: { userId, username: 'new_name' },
    readFields: { userId: 'string', username: 'string' },
  },
  {
    name: 'navigationRequested',
    type: 'navigation/navigationRequested',
    payload: { to: '/post/1' },
    readFields: { to: 'string' },
  },
  {
    name: 'hashtagSelected',
    type: 'feed/hashtagSelected',
    payload: { tag: 'coffee' },
    readFields: { tag: 'string' },
  },
];

export const SESSION_ACTIONS_V1: readonly V1Event[] = [
  {
    name: 'signedIn',
    type: 'session/signedIn',
    payload: { user: { id: userId, email: 'ada@example.com' } },
    readFields: { user: 'object' },
  },
  { name: 'signedOut', type: 'session/signedOut', readFields: {} },
  {
    name: 'profileLoaded',
    type: 'session/profileLoaded',
    payload: {
      id: userId,
      username: 'ada',
      display_name: 'Ada',
      bio: null,
      avatar_url: null,
      created_at: '2026-01-01T00:00:00.000Z',
    },
    readFields: { id: 'string', username: 'string', display_name: 'string', created_at: 'string' },
  },
];

/** The 1.x event named `name`, as a dispatchable action. */
export function v1Action(name: string): { type: string; payload?: unknown } {
  const event = [...BUS_EVENTS_V1, ...SESSION_ACTIONS_V1].find(
    (candidate) => candidate.name === name,
  );
  if (!event) throw new Error(`No 1.x fixture for ${name}`);
  return event.payload === undefined
    ? { type: event.type }
    : { type: event.type, payload: event.payload };
}
