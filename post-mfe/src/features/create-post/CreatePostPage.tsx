import { EmptyState, Pencil } from '@likegripe/shared-ui';
import { selectIsSignedIn, selectSessionStatus, useAppSelector } from '@likegripe/shared-core';
import { PageTitle, Panel } from '../../post-page.styles';

/** Spec §2 Create post screen. */
export function CreatePostPage() {
  const status = useAppSelector(selectSessionStatus);
  const signedIn = useAppSelector(selectIsSignedIn);
  if (status !== 'loading' && !signedIn) {
    return (
      <EmptyState
        icon={<Pencil aria-hidden="true" />}
        title="Sign in required"
        message="Please sign in to create a review post."
      />
    );
  }
  return (
    <Panel>
      <PageTitle>Create Review Post</PageTitle>
    </Panel>
  );
}
