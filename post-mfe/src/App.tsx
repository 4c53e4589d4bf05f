import { useMatch } from 'react-router-dom';
import { CreatePostPage } from './features/create-post/CreatePostPage';
import { PostDetailPage } from './features/post-detail/PostDetailPage';

/** The post remote serves two screens: /create and /post/:id. */
export default function App() {
  const isCreate = useMatch('/create');
  return isCreate ? <CreatePostPage /> : <PostDetailPage />;
}
