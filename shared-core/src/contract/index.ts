// `@likegripe/shared-core/contract`: bundled into each remote (not shared), so its versions are the
// remote's build-time ones. Keep it tiny and free of imports from the rest of shared-core.
export {
  BUILT_CONTRACT,
  CONTRACT_MISMATCH_TEXT,
  checkContract,
  contractMismatch,
  describeContractMismatch,
  type ContractMismatch,
  type ContractVersions,
} from './contract-check';
export { satisfiesCaret } from './version-range';
