import { dictionary } from '@zxcvbn-ts/language-common';

let common: Set<string> | undefined;

/**
 * The ~49,000 most common leaked passwords zxcvbn-ts ships (lower case), standing in for GoTrue's
 * HaveIBeenPwned check without a network call. Loaded on first use.
 */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary['passwords-common'] as string[]);
  return common.has(password.toLowerCase());
}

/** One character repeated ("aaaaaaaa") is in leaked lists only at some lengths, so it is checked by shape. */
export function isOneRepeatedCharacter(password: string): boolean {
  return new Set(password).size <= 1;
}
