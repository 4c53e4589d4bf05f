import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useGetMentionedMembersQuery } from './mentioned-members.api';
import { MENTION_LOOKUP_LIMIT, mentionKey, mentionedNames } from './mentioned-names';

/** The stored username of the member an @mention names, or null: then the mention stays text. */
export type MemberLookup = (username: string) => string | null;

interface MentionedMembers {
  want: (names: readonly string[]) => void;
  lookup: MemberLookup;
}

const MentionedMembersContext = createContext<MentionedMembers | null>(null);

const noMembers: MemberLookup = () => null;

/**
 * Looks up, for a whole screen, which @mentions in its texts are members. The texts inside say
 * what they mention with useMentionedMembers; names that arrive in the same render are asked about
 * in one request, later ones (the next page, opened replies) in one more, and a name is asked about
 * once while the screen is open. A name not answered yet, or not a member, reads as null.
 */
export function MentionedMembersProvider({ children }: { children: ReactNode }) {
  const [wanted, setWanted] = useState<ReadonlySet<string>>(() => new Set());
  const [answered, setAnswered] = useState<ReadonlyMap<string, string | null>>(() => new Map());
  const missing = useMemo(
    () => [...wanted].filter((name) => !answered.has(name)).slice(0, MENTION_LOOKUP_LIMIT),
    [wanted, answered],
  );
  const { currentData: members } = useGetMentionedMembersQuery(
    missing.length > 0 ? missing : skipToken,
  );

  useEffect(() => {
    if (!members) return;
    const found = new Map(members.map((username) => [mentionKey(username), username]));
    setAnswered((previous) => {
      const next = new Map(previous);
      for (const name of missing) next.set(name, found.get(name) ?? null);
      return next;
    });
  }, [members, missing]);

  const want = useCallback((names: readonly string[]) => {
    setWanted((previous) =>
      names.every((name) => previous.has(name)) ? previous : new Set([...previous, ...names]),
    );
  }, []);
  const value = useMemo<MentionedMembers>(
    () => ({ want, lookup: (username) => answered.get(mentionKey(username)) ?? null }),
    [want, answered],
  );
  return (
    <MentionedMembersContext.Provider value={value}>{children}</MentionedMembersContext.Provider>
  );
}

/**
 * Which of the members the texts @mention exist, from the screen's MentionedMembersProvider.
 * Outside one nothing is known, so no mention becomes a link.
 */
export function useMentionedMembers(texts: readonly string[]): MemberLookup {
  const context = useContext(MentionedMembersContext);
  const key = mentionedNames(texts).join(' ');
  const want = context?.want;
  useEffect(() => {
    if (want && key) want(key.split(' '));
  }, [want, key]);
  return context?.lookup ?? noMembers;
}
