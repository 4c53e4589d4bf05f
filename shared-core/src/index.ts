// The contract between the shell and the remotes. Versioned: see contract/contract-version.ts for
// what counts as a minor and a major change.
export { BUS_CONTRACT_VERSION, SHARED_CORE_VERSION } from './contract/contract-version';
export { bus, type BusEvent, type ToastRequest } from './bus/bus-events';
export {
  sessionSlice,
  signedIn,
  signedOut,
  profileLoaded,
  selectSessionStatus,
  selectSessionUser,
  selectOwnProfile,
  selectIsSignedIn,
  type SessionState,
  type SessionStatus,
} from './session/session.slice';
export {
  FINISH_SIGN_UP_PATH,
  PROFILE_FALLBACK,
  profileWithFallback,
  type Profile,
  type SessionUser,
} from './session/session.types';
export { api, API_TAGS, toApiError, type ApiError } from './store/api';
export { rootReducer, type LazyLoadedSlices, type RootState } from './store/root-reducer';
export {
  createAppStore,
  listenerMiddleware,
  startAppListening,
  type AppDispatch,
  type AppStore,
} from './store/create-app-store';
export { useAppDispatch, useAppSelector, useAppStore } from './store/hooks';
export { loadAppConfig, parseAppConfig, type AppConfig } from './config/app-config';
export {
  REMOTE_NAMES,
  type RemoteModuleId,
  type RemoteModules,
  type RemoteName,
  type ScreenModule,
  type ScreenPreparation,
} from './remotes/remote-names';
export { initSupabase, getSupabase, type AppSupabaseClient } from './supabase/supabase-client';
export type { Database, Json } from './db/database';
export { useSharePost } from './hooks/use-share-post';
export { usePageSettled, whenPageSettled } from './hooks/use-page-settled';
export { whenIdle } from './hooks/when-idle';
export { useIdleMoment } from './hooks/use-idle-moment';
export { settledOf, useSettled, type Settled } from './hooks/use-settled';
export {
  MentionedMembersProvider,
  useMentionedMembers,
  type MemberLookup,
} from './members/mentioned-members';
export {
  toPostSummary,
  type PostAuthor,
  type PostSummary,
  type PostSummaryRow,
} from './posts/post-summary';
export { deleteOwnPost } from './posts/delete-own-post';
export * from './rules';
export { PHOTO_MAX_EDGE, preparePhotoUpload, type PreparedPhoto } from './media/photo-upload';
export { prepareVideoPoster } from './media/video-poster';
export { takeRouteData, takeVisitorRouteData } from './route-data/route-data';
