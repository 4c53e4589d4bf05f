import { inspect } from 'node:util';

// A node:test reporter that repeats each failure, with its error, once the run is over: in a long
// log the TAP block of an early failure is far from the end that a reader (or CI) sees.
// Cancelled tests and suites that only failed through their tests are left out; their cause is
// listed on its own.
const RESTATED_ELSEWHERE = new Set(['cancelledByParent', 'subtestsFailed']);

function describeError(error) {
  const cause = error?.cause ?? error;
  return inspect(cause, { depth: 4, breakLength: 100 })
    .split('\n')
    .filter((line) => !/^\s+at (.*\(node:[^)]*\)|node:\S+)$/.test(line))
    .map((line) => `    ${line}`)
    .join('\n');
}

export default async function* failuresAtTheEnd(source) {
  const failures = [];
  for await (const event of source) {
    if (event.type !== 'test:fail') continue;
    const { name, file, details } = event.data;
    if (RESTATED_ELSEWHERE.has(details.error?.failureType)) continue;
    failures.push(`✖ ${name}${file ? ` (${file})` : ''}\n${describeError(details.error)}`);
  }
  if (failures.length === 0) return;
  yield `\n# ${failures.length} failure(s), each with its error:\n${failures.join('\n\n')}\n`;
}
