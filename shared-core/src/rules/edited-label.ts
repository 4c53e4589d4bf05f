import { formatRelativeTime } from './relative-time';

/** 'edited 5m ago', 'edited just now': when a post or comment was last changed by its author. */
export function editedLabel(editedAt: string): string {
  const age = formatRelativeTime(editedAt);
  return `edited ${age.charAt(0).toLowerCase()}${age.slice(1)}`;
}
