import { createAppStore, signedIn, signedOut } from '@likegripe/shared-core';
import { sessionKnown } from './session-known';

test('resolves at once when the session is known', async () => {
  const store = createAppStore();
  store.dispatch(signedOut());
  await expect(sessionKnown(store.dispatch)).resolves.toBeUndefined();
});

test('waits while the session loads, and resolves once someone signs in', async () => {
  const store = createAppStore();
  let known = false;
  const waiting = sessionKnown(store.dispatch).then(() => {
    known = true;
  });
  await Promise.resolve();
  expect(known).toBe(false);
  store.dispatch(signedIn({ user: { id: 'u1', email: null } }));
  await waiting;
  expect(known).toBe(true);
});
