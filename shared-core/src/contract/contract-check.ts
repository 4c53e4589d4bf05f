import { BUS_CONTRACT_VERSION, SHARED_CORE_VERSION } from './contract-version';
import { satisfiesCaret } from './version-range';

/** The two contract versions, as built into a remote or as the running shell provides them. */
export interface ContractVersions<Version = string> {
  sharedCore: Version;
  busContract: Version;
}

/** A remote that cannot mount: what it was built for and what the shell runs. */
export interface ContractMismatch {
  remote: string;
  builtFor: ContractVersions;
  running: ContractVersions<unknown>;
}

/**
 * The versions this module was built with. Imported through `@likegripe/shared-core/contract`,
 * which is not a shared module, it is bundled into each remote, so it keeps the remote's build-time
 * values while `@likegripe/shared-core` itself resolves to the shell's copy at run time.
 */
export const BUILT_CONTRACT: ContractVersions = {
  sharedCore: SHARED_CORE_VERSION,
  busContract: BUS_CONTRACT_VERSION,
};

/** The message shown in place of a remote whose contract does not fit the shell's. */
export const CONTRACT_MISMATCH_TEXT = {
  title: 'This section needs an update',
  message:
    'It was built for another version of the site and cannot open here. Please try again later.',
} as const;

/** Null when the running versions satisfy `^built` for both shared-core and the bus. */
export function contractMismatch(
  remote: string,
  running: ContractVersions<unknown>,
  builtFor: ContractVersions = BUILT_CONTRACT,
): ContractMismatch | null {
  const fits =
    satisfiesCaret(running.sharedCore, builtFor.sharedCore) &&
    satisfiesCaret(running.busContract, builtFor.busContract);
  return fits ? null : { remote, builtFor, running };
}

/** The console line that names both sides, so a refused remote is diagnosed in one look. */
export function describeContractMismatch({ remote, builtFor, running }: ContractMismatch): string {
  const shown = (value: unknown) => (typeof value === 'string' ? value : 'missing');
  return (
    `The ${remote} remote was built for shared-core ^${builtFor.sharedCore} and bus contract ` +
    `^${builtFor.busContract}, but the shell runs shared-core ${shown(running.sharedCore)} and ` +
    `bus contract ${shown(running.busContract)}; it shows a notice instead of its screen.`
  );
}

/**
 * A remote's exposed module calls this once, with the versions it imported from
 * `@likegripe/shared-core` (the shell's copy): it logs a mismatch and returns it, or null.
 */
export function checkContract(
  remote: string,
  running: ContractVersions<unknown>,
  log: (message: string) => void = console.error,
): ContractMismatch | null {
  const mismatch = contractMismatch(remote, running);
  if (mismatch) log(describeContractMismatch(mismatch));
  return mismatch;
}
