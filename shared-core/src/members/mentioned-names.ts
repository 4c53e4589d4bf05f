import { parseMentions } from '../rules/mentions';

/** The shape every username has (the database's is_valid_username rule); nothing else can be a member. */
const USERNAME_SHAPE = /^[A-Za-z0-9][A-Za-z0-9_]{2,29}$/;

/** How many names one lookup asks about: the database looks at no more than these. */
export const MENTION_LOOKUP_LIMIT = 200;

/** The key a mention is looked up by: usernames are unique regardless of case. */
export function mentionKey(username: string): string {
  return username.toLowerCase();
}

/**
 * The names the texts @mention that could be members, by mentionKey, once each and sorted (so the
 * same texts make the same lookup): a name that cannot be a username is never asked about.
 */
export function mentionedNames(texts: readonly string[]): string[] {
  const names = new Set<string>();
  for (const text of texts) {
    // Most texts mention no one; the pattern (Unicode classes, a lookbehind) is the costly part.
    if (!text.includes('@')) continue;
    for (const part of parseMentions(text)) {
      if (part.type === 'mention' && USERNAME_SHAPE.test(part.username))
        names.add(mentionKey(part.username));
    }
  }
  return [...names].sort();
}
