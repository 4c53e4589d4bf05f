import { combineSlices } from '@reduxjs/toolkit';
import { sessionSlice } from '../session/session.slice';
import { api } from './api';

/**
 * Slices that remotes inject later. A remote declares its slice here by module augmentation:
 * `declare module '@likegripe/shared-core' { interface LazyLoadedSlices { feed: FeedState } }`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LazyLoadedSlices {}

/** The store's reducer: session and api now, every remote's slice injected when it loads. */
export const rootReducer = combineSlices(
  sessionSlice,
  api,
).withLazyLoadedSlices<LazyLoadedSlices>();

export type RootState = ReturnType<typeof rootReducer>;
