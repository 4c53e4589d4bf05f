import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@likegripe/tooling/test-utils';
import { SkipLink } from './SkipLink';

it('is the first Tab stop and moves focus to the main content without changing the URL', async () => {
  const { router } = renderWithProviders(
    <>
      <SkipLink targetId="main-content" />
      <a href="/elsewhere">Header link</a>
      <main id="main-content" tabIndex={-1}>
        Content
      </main>
    </>,
  );
  const user = userEvent.setup();
  await user.tab();
  expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveFocus();
  await user.keyboard('{Enter}');
  expect(screen.getByRole('main')).toHaveFocus();
  expect(router.location.hash).toBe('');
});
