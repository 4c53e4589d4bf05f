import type { ComponentType } from 'react';

/** The remotes of tooling/remotes.mjs (the registry; remote-names.test.ts keeps the two equal). */
export const REMOTE_NAMES = [
  'feed',
  'post',
  'profile',
  'auth',
  'notifications',
  'moderation',
] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** The typed contract of what each remote exposes (the shell loads them by these ids). */
export interface RemoteModules {
  'feed/App': { default: ComponentType };
  'post/App': { default: ComponentType };
  'profile/App': { default: ComponentType };
  'auth/App': { default: ComponentType };
  'notifications/App': { default: ComponentType };
  'notifications/Bell': { default: ComponentType };
  'moderation/App': { default: ComponentType };
}

export type RemoteModuleId = keyof RemoteModules;
