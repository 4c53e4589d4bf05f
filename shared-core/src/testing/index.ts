// `@likegripe/shared-core/testing`: fixtures for the tests of the shell and the remotes; never
// imported by code that ships.
export {
  BUS_EVENTS_V1,
  SESSION_ACTIONS_V1,
  v1Action,
  type V1Event,
} from './bus-contract-v1.fixtures';
