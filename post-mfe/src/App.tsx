import { contractMismatch } from './contract-check';
import { matchPath, useMatch } from 'react-router-dom';
import { CONTRACT_MISMATCH_TEXT } from '@likegripe/shared-core/contract';
import type { ScreenPreparation } from '@likegripe/shared-core';
import { getPostPageEndpoint } from './api/post-detail.api';
import { sessionKnown } from './lib/session-known';
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
 * Before the shell's first render: the post page reads its data and Create post waits to know who
 * is signed in, so the first commit draws the screen over the server's pre-rendered copy instead
 * of a placeholder. A visitor's post comes with the page.
 */
export async function prepareScreen({ pathname, dispatch }: ScreenPreparation) {
  if (matchPath('/create', pathname)) return sessionKnown(dispatch);
  const id = matchPath('/post/:id', pathname)?.params.id;
  if (!id) return;
  const request = dispatch(getPostPageEndpoint.initiate(id));
  await request;
  // The page subscribes on its first render; the read stays cached until then.
  request.unsubscribe();
}
