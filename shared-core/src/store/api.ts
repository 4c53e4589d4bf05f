import { createApi, fakeBaseQuery } from '@reduxjs/toolkit/query/react';
import { readableErrorMessage } from '../rules/network-error';

/** The error shape every endpoint's queryFn returns, mapped from supabase-js errors. */
export interface ApiError {
  message: string;
  code?: string;
  status?: number;
}

/**
 * Tags shared by every remote, so one remote's mutation refreshes another's data
 * (a post created in post-mfe invalidates 'Feed' in feed-mfe).
 */
export const API_TAGS = [
  'Feed',
  'Post',
  'Comment',
  'Reaction',
  'Profile',
  'Follow',
  'Notification',
  'Reputation',
  'Activity',
] as const;

/** The one RTK Query api of the site. Remotes add endpoints with `api.injectEndpoints`. */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: fakeBaseQuery<ApiError>(),
  tagTypes: API_TAGS,
  endpoints: () => ({}),
});

/** Turns any thrown value or supabase-js error into an ApiError. */
export function toApiError(error: unknown): ApiError {
  if (error && typeof error === 'object' && 'message' in error) {
    const { message, code, status } = error as {
      message: unknown;
      code?: unknown;
      status?: unknown;
    };
    return {
      message: readableErrorMessage(String(message)),
      ...(typeof code === 'string' ? { code } : {}),
      ...(typeof status === 'number' ? { status } : {}),
    };
  }
  return { message: readableErrorMessage(String(error)) };
}
