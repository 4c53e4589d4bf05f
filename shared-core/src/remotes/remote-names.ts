import type { ComponentType } from 'react';
import type { AppDispatch } from '../store/create-app-store';

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

/** What a screen's `prepareScreen` gets: the page's path and the shell's store. */
export interface ScreenPreparation {
  pathname: string;
  dispatch: AppDispatch;
}

/**
 * A screen module: its component and, optionally, `prepareScreen`, which the shell awaits before
 * its first render when the page opens on that screen (to read the screen's first data).
 */
export interface ScreenModule {
  default: ComponentType;
  prepareScreen?: (preparation: ScreenPreparation) => Promise<void>;
}

/** The typed contract of what each remote exposes (the shell loads them by these ids). */
export interface RemoteModules {
  'feed/App': ScreenModule;
  'post/App': ScreenModule;
  'profile/App': ScreenModule;
  'auth/App': { default: ComponentType };
  'notifications/App': { default: ComponentType };
  'notifications/Bell': { default: ComponentType };
  'moderation/App': { default: ComponentType };
}

export type RemoteModuleId = keyof RemoteModules;
