import { NETWORK_ERROR_MESSAGE, writeLimitMessage } from '@likegripe/shared-core';

/** A refusal as the api files report it: PostgREST's or Storage's code and status, never shown. */
export interface CreatePostRefusal {
  message?: string;
  code?: string;
  status?: number | null;
  /** Set when an upload was refused, so the sentence can name the file. */
  fileName?: string;
}

export const MEDIA_TYPES_TEXT = 'PNG, JPG, GIF, WebP, MP4, WebM or MOV';

export const SIGN_IN_AGAIN_MESSAGE = 'Please sign in again to create a post.';
export const TOO_MANY_REQUESTS_MESSAGE =
  'Too many posts in a short time. Please wait a moment before trying again.';
export const POST_NOT_CREATED_MESSAGE = 'Your post could not be created. Please try again.';

// What each check constraint of public.posts means to the member who wrote the post.
const CONSTRAINT_MESSAGES: Record<string, string> = {
  posts_title_length: 'Title must be between 1 and 200 characters.',
  posts_description_length: 'Description must be 5,000 characters or fewer.',
  posts_category_known: 'Please choose a category from the list.',
  posts_media_urls_format: 'A post can have up to 10 images or videos.',
  posts_link_url_format:
    'Please enter a link that starts with http:// or https://, up to 2,048 characters.',
  posts_hashtags_format:
    'A post can have up to 10 hashtags of up to 50 letters a-z, digits or underscores.',
};

const AUTH_CODES = new Set(['42501', 'PGRST301', 'PGRST302', 'PGRST303', '23503']);

function violatedConstraint(message: string | undefined): string | null {
  return /constraint "([a-z0-9_]+)"/.exec(message ?? '')?.[1] ?? null;
}

function uploadRefusalMessage(fileName: string, status: number | null | undefined) {
  if (status === 413) return `${fileName} is larger than 10MB. Remove it and try again.`;
  if (status === 415) {
    return `${fileName} is not a ${MEDIA_TYPES_TEXT} file. Remove it and try again.`;
  }
  return null;
}

/**
 * The sentence shown under 'Error creating post' for anything the server or the network refused.
 * Raw texts from the database, PostgREST or Storage never reach the member.
 */
export function createPostFailureMessage(refusal: CreatePostRefusal): string {
  const { message, code, status, fileName } = refusal;
  if (status === 0 || status === null || message === NETWORK_ERROR_MESSAGE) {
    return NETWORK_ERROR_MESSAGE;
  }
  if (fileName) {
    const upload = uploadRefusalMessage(fileName, status);
    if (upload) return upload;
  }
  const constraint = code === '23514' ? violatedConstraint(message) : null;
  const constraintMessage = constraint ? CONSTRAINT_MESSAGES[constraint] : undefined;
  if (constraintMessage) return constraintMessage;
  if (status === 401 || status === 403 || (code !== undefined && AUTH_CODES.has(code))) {
    return SIGN_IN_AGAIN_MESSAGE;
  }
  if (status === 429) return TOO_MANY_REQUESTS_MESSAGE;
  return writeLimitMessage(refusal) ?? POST_NOT_CREATED_MESSAGE;
}

/** Any thrown value as a refusal: a plain Error carries no code and so gets the general sentence. */
export function toCreatePostRefusal(error: unknown): CreatePostRefusal {
  if (!error || typeof error !== 'object') return {};
  const { message, code, status, fileName } = error as Record<string, unknown>;
  return {
    ...(typeof message === 'string' ? { message } : {}),
    ...(typeof code === 'string' ? { code } : {}),
    ...(typeof status === 'number' || status === null ? { status } : {}),
    ...(typeof fileName === 'string' ? { fileName } : {}),
  };
}
