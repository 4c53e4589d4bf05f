import { bus } from './bus-events';
import {
  profileLoaded,
  selectOwnProfile,
  selectSessionStatus,
  selectSessionUser,
  sessionSlice,
  signedIn,
  signedOut,
} from '../session/session.slice';
import { BUS_EVENTS_V1, SESSION_ACTIONS_V1, v1Action } from '../testing/bus-contract-v1.fixtures';

type Bus = typeof bus;
type PayloadOf<K extends keyof Bus> = ReturnType<Bus[K]>['payload'];

// The payload types as 1.x declared them. Old senders: a 1.x payload must still be accepted, so a
// new field has to be optional. Old readers: today's payload must still give a 1.x reader every
// field it reads, with the same type. Both maps fail to compile when the contract breaks.
interface V1Payloads {
  toastRequested: {
    title: string;
    description?: string;
    variant?: 'default' | 'success' | 'error';
    durationMs?: number;
  };
  postCreated: { postId: string };
  postDeleted: { postId: string };
  reactionChanged: { postId: string };
  commentChanged: { postId: string };
  followChanged: { followerId: string; followingId: string; following: boolean };
  profileUpdated: { userId: string; username: string };
  navigationRequested: { to: string };
  hashtagSelected: { tag: string };
}

const passThrough = <T>(payload: T) => payload;

const acceptsV1Senders: { [K in keyof V1Payloads]: (payload: V1Payloads[K]) => PayloadOf<K> } = {
  toastRequested: passThrough,
  postCreated: passThrough,
  postDeleted: passThrough,
  reactionChanged: passThrough,
  commentChanged: passThrough,
  followChanged: passThrough,
  profileUpdated: passThrough,
  navigationRequested: passThrough,
  hashtagSelected: passThrough,
};

const servesV1Readers: { [K in keyof V1Payloads]: (payload: PayloadOf<K>) => V1Payloads[K] } = {
  toastRequested: passThrough,
  postCreated: passThrough,
  postDeleted: passThrough,
  reactionChanged: passThrough,
  commentChanged: passThrough,
  followChanged: passThrough,
  profileUpdated: passThrough,
  navigationRequested: passThrough,
  hashtagSelected: passThrough,
};

const busCreator = (name: string) => bus[name as keyof Bus];

describe('bus contract: 1.x events', () => {
  it('has a type map entry for every 1.x event, and every 1.x event still exists', () => {
    const v1Names = BUS_EVENTS_V1.map((event) => event.name);
    expect(Object.keys(acceptsV1Senders)).toEqual(v1Names);
    expect(Object.keys(servesV1Readers)).toEqual(v1Names);
    expect(v1Names.filter((name) => !(name in bus))).toEqual([]);
  });

  it.each(BUS_EVENTS_V1.map((event) => [event.name, event] as const))(
    '%s keeps its action type, so a 1.x action still matches',
    (name, event) => {
      expect(busCreator(name).type).toBe(event.type);
      expect(busCreator(name).match(v1Action(name))).toBe(true);
    },
  );

  it.each(BUS_EVENTS_V1.map((event) => [event.name, event] as const))(
    '%s made today still carries every field a 1.x reader reads',
    (name, event) => {
      const creator = busCreator(name) as (payload: unknown) => {
        payload: Record<string, unknown>;
      };
      const { payload } = creator(event.payload);
      for (const [field, type] of Object.entries(event.readFields)) {
        expect([field, typeof payload[field]]).toEqual([field, type]);
      }
    },
  );
});

describe('bus contract: 1.x session actions', () => {
  const reduce = (...actions: { type: string; payload?: unknown }[]) =>
    actions.reduce(sessionSlice.reducer, sessionSlice.getInitialState());
  const root = (state: ReturnType<typeof reduce>) => ({ session: state });

  it('keeps the action types of the session slice', () => {
    expect(SESSION_ACTIONS_V1.map((action) => action.type)).toEqual([
      signedIn.type,
      signedOut.type,
      profileLoaded.type,
    ]);
  });

  it('signs a 1.x signed-in member in and keeps their 1.x profile', () => {
    const state = reduce(v1Action('signedIn'), v1Action('profileLoaded'));
    expect(selectSessionStatus(root(state))).toBe('signedIn');
    expect(selectSessionUser(root(state))).toEqual({
      id: '7c1e2f44-0000-4000-8000-0000000000aa',
      email: 'ada@example.com',
    });
    expect(selectOwnProfile(root(state))).toMatchObject({ username: 'ada', display_name: 'Ada' });
  });

  it('signs out on a 1.x signed-out action', () => {
    const state = reduce(v1Action('signedIn'), v1Action('signedOut'));
    expect(selectSessionStatus(root(state))).toBe('signedOut');
    expect(selectSessionUser(root(state))).toBeNull();
  });
});
