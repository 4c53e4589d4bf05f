import { EmptyState, Pencil, Spinner } from '@likegripe/shared-ui';
import { selectIsSignedIn, selectSessionStatus, useAppSelector } from '@likegripe/shared-core';
import { CREATE_POST_SIGN_IN_REQUIRED } from './create-post.toasts';
import { PageTitle, Panel } from '../../post-page.styles';
import { CreatePostForm } from './CreatePostForm';
import { Lead } from './CreatePost.styles';

/** The Create post screen. */
export function CreatePostPage() {
  const status = useAppSelector(selectSessionStatus);
  const signedIn = useAppSelector(selectIsSignedIn);
  if (status === 'loading') return <Spinner />;
  if (!signedIn) {
    return (
      <EmptyState
        icon={<Pencil aria-hidden="true" />}
        title={CREATE_POST_SIGN_IN_REQUIRED.title}
        message={CREATE_POST_SIGN_IN_REQUIRED.description}
      />
    );
  }
  return (
    <Panel>
      <PageTitle>Create Review Post</PageTitle>
      <Lead>Share something with the community and get honest likes and gripes.</Lead>
      <CreatePostForm />
    </Panel>
  );
}
