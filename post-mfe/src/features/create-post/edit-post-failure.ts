import {
  POST_NOT_CREATED_MESSAGE,
  SIGN_IN_AGAIN_MESSAGE,
  createPostFailureMessage,
  type CreatePostRefusal,
} from './create-post-failure';

export const POST_NOT_SAVED_MESSAGE = 'Your changes could not be saved. Please try again.';
export const SIGN_IN_TO_EDIT_MESSAGE = 'Please sign in again to edit your post.';

/**
 * The sentence shown in the Edit post dialog when the server refuses the changes: the create
 * form's sentences for the same database checks, worded for an edit where they speak of creating.
 */
export function editPostFailureMessage(refusal: CreatePostRefusal): string {
  const message = createPostFailureMessage(refusal);
  if (message === POST_NOT_CREATED_MESSAGE) return POST_NOT_SAVED_MESSAGE;
  if (message === SIGN_IN_AGAIN_MESSAGE) return SIGN_IN_TO_EDIT_MESSAGE;
  return message;
}
