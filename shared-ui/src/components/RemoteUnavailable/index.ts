export {
  RemoteUnavailable,
  remoteUnavailableTitle,
  type RemoteUnavailableProps,
} from './RemoteUnavailable';
