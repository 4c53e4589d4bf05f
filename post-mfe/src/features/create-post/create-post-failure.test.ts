import { NETWORK_ERROR_MESSAGE } from '@likegripe/shared-core';
import {
  POST_NOT_CREATED_MESSAGE,
  SIGN_IN_AGAIN_MESSAGE,
  TOO_MANY_REQUESTS_MESSAGE,
  createPostFailureMessage,
  toCreatePostRefusal,
  type CreatePostRefusal,
} from './create-post-failure';

const constraint = (name: string): CreatePostRefusal => ({
  code: '23514',
  status: 400,
  message: `new row for relation "posts" violates check constraint "${name}"`,
});

describe('createPostFailureMessage', () => {
  it.each<[string, CreatePostRefusal, string]>([
    [
      'title constraint',
      constraint('posts_title_length'),
      'Title must be between 1 and 200 characters.',
    ],
    [
      'description constraint',
      constraint('posts_description_length'),
      'Description must be 5,000 characters or fewer.',
    ],
    [
      'category constraint',
      constraint('posts_category_known'),
      'Please choose a category from the list.',
    ],
    [
      'media constraint',
      constraint('posts_media_urls_format'),
      'A post can have up to 10 images or videos.',
    ],
    [
      'link constraint',
      constraint('posts_link_url_format'),
      'Please enter a link that starts with http:// or https://, up to 2,048 characters.',
    ],
    [
      'hashtag constraint',
      constraint('posts_hashtags_format'),
      'A post can have up to 10 hashtags of up to 50 letters a-z, digits or underscores.',
    ],
    ['an unknown constraint', constraint('posts_something_new'), POST_NOT_CREATED_MESSAGE],
    [
      'the daily post limit',
      {
        code: 'LG429',
        status: 400,
        message:
          'You have shared 5 posts in the last 24 hours, the most for now. Please try again later.',
      },
      'You have shared 5 posts in the last 24 hours, the most for now. Please try again later.',
    ],
    [
      'row-level security',
      {
        code: '42501',
        status: 403,
        message: 'new row violates row-level security policy for table "posts"',
      },
      SIGN_IN_AGAIN_MESSAGE,
    ],
    [
      'an expired token',
      { code: 'PGRST303', status: 401, message: 'JWT expired' },
      SIGN_IN_AGAIN_MESSAGE,
    ],
    [
      'a missing profile row',
      {
        code: '23503',
        status: 409,
        message: 'insert or update on table "posts" violates foreign key constraint',
      },
      SIGN_IN_AGAIN_MESSAGE,
    ],
    [
      'storage 413',
      { fileName: 'big.png', status: 413, code: 'EntityTooLarge' },
      'big.png is larger than 10MB. Remove it and try again.',
    ],
    [
      'storage 415',
      { fileName: 'notes.jpg', status: 415, code: 'InvalidMimeType' },
      'notes.jpg is not a PNG, JPG, GIF, WebP, MP4, WebM or MOV file. Remove it and try again.',
    ],
    [
      'storage RLS refusal',
      { fileName: 'a.png', status: 403, code: 'AccessDenied' },
      SIGN_IN_AGAIN_MESSAGE,
    ],
    ['an upload without an answer', { fileName: 'a.png', status: null }, NETWORK_ERROR_MESSAGE],
    [
      'a fetch that failed',
      { message: NETWORK_ERROR_MESSAGE, code: '', status: 0 },
      NETWORK_ERROR_MESSAGE,
    ],
    ['rate limited', { status: 429, message: 'Too Many Requests' }, TOO_MANY_REQUESTS_MESSAGE],
    [
      'a server error',
      { status: 500, code: 'XX000', message: 'internal error at line 3' },
      POST_NOT_CREATED_MESSAGE,
    ],
    ['nothing known', {}, POST_NOT_CREATED_MESSAGE],
  ])('%s', (_, refusal, expected) => {
    expect(createPostFailureMessage(refusal)).toBe(expected);
  });
});

describe('toCreatePostRefusal', () => {
  it('keeps only the known fields of their known types', () => {
    expect(
      toCreatePostRefusal({
        message: 'm',
        code: '23514',
        status: 400,
        fileName: 'a.png',
        extra: 1,
      }),
    ).toEqual({ message: 'm', code: '23514', status: 400, fileName: 'a.png' });
    expect(toCreatePostRefusal({ status: null })).toEqual({ status: null });
    expect(toCreatePostRefusal({ status: '413', code: 7 })).toEqual({});
  });

  it.each([null, undefined, 'text', 42])('gives nothing for %p', (thrown) => {
    expect(toCreatePostRefusal(thrown)).toEqual({});
  });

  it('reads a plain Error as a general failure, never showing its text', () => {
    const refusal = toCreatePostRefusal(new Error('relation "posts" does not exist'));
    expect(createPostFailureMessage(refusal)).toBe(POST_NOT_CREATED_MESSAGE);
  });
});
