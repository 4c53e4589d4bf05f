import type { DefaultTheme } from 'styled-components';

/** First letter of the display name, else of the username, else 'U'; uppercased. */
export function avatarInitial(displayName?: string | null, username?: string | null): string {
  const source = displayName?.trim() || username?.trim() || 'U';
  const [first = 'U'] = Array.from(source);
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
