// mentioned_members as the database answers it: of the names asked about, those that are the
// usernames of `members` (compared case-insensitively), as stored.
import { postgrestRpc } from './postgrest-rpc';

export function mentionedMembersRpc(members: readonly string[]) {
  return postgrestRpc('mentioned_members', ({ _usernames }) => {
    const asked = new Set((_usernames as string[]).map((name) => name.toLowerCase()));
    return members
      .filter((username) => asked.has(username.toLowerCase()))
      .map((username) => ({ username }));
  });
}
