/**
 * The versions of the contract between the shell and the remotes. shared-core is a Module
 * Federation singleton: every remote runs against the copy the shell shipped, so a remote checks
 * these against the values it was built with before it mounts.
 *
 * Semver rule, for both numbers: an additive change (a new event, a new optional payload field, a
 * new export) is a minor bump; a removed or renamed export, a removed field, or a field whose
 * type or meaning changed is a major bump. A change to the bus changes shared-core at least as
 * much, so the bus's major never runs ahead of shared-core's.
 *
 * These two exports are themselves permanent: no version may remove or rename them.
 */

/** shared-core's own version; a test keeps it equal to its package.json. */
export const SHARED_CORE_VERSION = '2.10.0';

/** The version of the bus events (their types and payloads) and the session slice. */
export const BUS_CONTRACT_VERSION = '2.2.0';
