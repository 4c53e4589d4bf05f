import { createContext, type ComponentType } from 'react';
import type { PostDetail } from '../api/post-detail.api';

export interface PostEditorProps {
  post: PostDetail;
  open: boolean;
  onClose: () => void;
}

/**
 * The Edit post dialog, handed to the post page by the app: it is the create form's fields and
 * checks, and one feature never imports another. Without it the post menu offers no Edit.
 */
export const PostEditorContext = createContext<ComponentType<PostEditorProps> | null>(null);
