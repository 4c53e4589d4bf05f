import { REMOTES } from '../../../tooling/remotes.mjs';
import { REMOTE_NAMES } from './remote-names';

// The browser needs the names as a typed constant; the registry is where a remote is added.
test('REMOTE_NAMES are the remotes of tooling/remotes.mjs, in its order', () => {
  expect([...REMOTE_NAMES]).toEqual(REMOTES.map((remote) => remote.name));
});
