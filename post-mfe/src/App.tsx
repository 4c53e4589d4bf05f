import { contractMismatch } from './contract-check';
import { matchPath, useMatch } from 'react-router-dom';
import { CONTRACT_MISMATCH_TEXT } from '@likegripe/shared-core/contract';
import type { ScreenPreparation } from '@likegripe/shared-core';
import { getPostPageEndpoint } from './api/post-detail.api';
import { RemoteUnavailable } from '@likegripe/shared-ui';
import { CreatePostPage } from './features/create-post/CreatePostPage';
import { EditPostDialog } from './features/create-post/EditPostDialog';
import { PostDetailPage } from './features/post-detail/PostDetailPage';
import { PostEditorContext } from './lib/post-editor.context';

/** The post remote serves two screens: /create and /post/:id. */
export default function App() {
  const isCreate = useMatch('/create');
  if (contractMismatch) return <RemoteUnavailable {...CONTRACT_MISMATCH_TEXT} />;
  if (isCreate) return <CreatePostPage />;
  return (
    <PostEditorContext.Provider value={EditPostDialog}>
      <PostDetailPage />
    </PostEditorContext.Provider>
  );
}

/**
 * Reads the post page's data before the shell's first render, so its first commit draws the post
 * over the server's pre-rendered copy instead of a placeholder. A visitor's comes with the page.
 */
export async function prepareScreen({ pathname, dispatch }: ScreenPreparation) {
  const id = matchPath('/post/:id', pathname)?.params.id;
  if (!id) return;
  const request = dispatch(getPostPageEndpoint.initiate(id));
  await request;
  // The page subscribes on its first render; the read stays cached until then.
  request.unsubscribe();
}
