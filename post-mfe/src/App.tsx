import { contractMismatch } from './contract-check';
import { useMatch } from 'react-router-dom';
import { CONTRACT_MISMATCH_TEXT } from '@likegripe/shared-core/contract';
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
