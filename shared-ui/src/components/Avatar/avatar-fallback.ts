import type { DefaultTheme } from 'styled-components';

const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

function firstLetterOrDigit(name?: string | null): string | undefined {
  // NFC first, so an 'e' followed by a combining accent counts as one letter 'é'.
  return name?.normalize('NFC').match(LETTER_OR_DIGIT)?.[0];
}

/**
 * The first letter or digit of the display name, else of the username, else 'U'; uppercased.
 * Symbols and emoji are skipped, so a name like '<script>' shows 'S', never '<'.
 */
export function avatarInitial(displayName?: string | null, username?: string | null): string {
  const first = firstLetterOrDigit(displayName) ?? firstLetterOrDigit(username) ?? 'U';
  return first.toUpperCase();
}

const fallbackColors = [
  'primary',
  'like',
  'gripe',
  'trustPlatinum',
  'trustBronze',
  'trustGold',
] as const;

/** A stable background for the initial, so one member always gets the same colour. */
export function avatarColor(theme: DefaultTheme, seed: string): string {
  let hash = 0;
  for (const char of seed) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  const key = fallbackColors[hash % fallbackColors.length] ?? 'primary';
  return theme.colors[key];
}
