// A caret range check (^x.y.z) without a semver library: the check runs in every remote's bundle.
const SEMVER = /^(\d+)\.(\d+)\.(\d+)$/;

function parse(version: unknown): [number, number, number] | null {
  if (typeof version !== 'string') return null;
  const match = SEMVER.exec(version.trim());
  return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : null;
}

/**
 * Whether `running` satisfies `^built`: the same major and not older. For a 0.x version the minor
 * acts as the major, as npm's caret does. A version that is not x.y.z never satisfies.
 */
export function satisfiesCaret(running: unknown, built: string): boolean {
  const have = parse(running);
  const need = parse(built);
  if (!have || !need) return false;
  const [haveMajor, haveMinor, havePatch] = have;
  const [needMajor, needMinor, needPatch] = need;
  if (haveMajor !== needMajor) return false;
  if (needMajor === 0 && haveMinor !== needMinor) return false;
  if (haveMinor !== needMinor) return haveMinor > needMinor;
  return havePatch >= needPatch;
}
