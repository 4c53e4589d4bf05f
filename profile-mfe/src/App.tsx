import { contractMismatch } from './contract-check';
import { CONTRACT_MISMATCH_TEXT } from '@likegripe/shared-core/contract';
import { matchPath } from 'react-router-dom';
import type { ScreenPreparation } from '@likegripe/shared-core';
import { RemoteUnavailable } from '@likegripe/shared-ui';
import { getUserPostsEndpoint } from './api/activity.api';
import { getProfilePageEndpoint } from './api/profile-page.api';
import { ProfileScreen } from './app/ProfileScreen';

/** The profile remote's screen at /profile/:username. */
export default function App() {
  if (contractMismatch) return <RemoteUnavailable {...CONTRACT_MISMATCH_TEXT} />;
  return <ProfileScreen />;
}

/**
 * Reads the profile and its Posts tab before the shell's first render, so its first commit draws
 * them over the server's pre-rendered copy instead of placeholders. A visitor's come with the page.
 */
export async function prepareScreen({ pathname, dispatch }: ScreenPreparation) {
  const username = matchPath('/profile/:username', pathname)?.params.username;
  if (!username) return;
  const pageRead = dispatch(getProfilePageEndpoint.initiate(username));
  const { data: page } = await pageRead;
  if (page) {
    const postsRead = dispatch(getUserPostsEndpoint.initiate(page.profile.id));
    await postsRead;
    postsRead.unsubscribe();
  }
  // The screen subscribes on its first render; the reads stay cached until then.
  pageRead.unsubscribe();
}
