// Prints each failure of a node:test TAP log again, with its error, for the end of a long log:
// CI shows its start and its end, and an early failure's block sits in the middle. Tests cancelled
// because their suite failed, and suites that failed only through their tests, are left out: the
// cause is listed on its own.
import { readFileSync } from 'node:fs';

const RESTATED_ELSEWHERE = /failureType: '(cancelledByParent|subtestsFailed)'/;

function failedBlocks(tap) {
  const lines = tap.split('\n');
  const blocks = [];
  for (let i = 0; i < lines.length; i += 1) {
    const failed = /^(\s*)not ok \d+ - (.*)$/.exec(lines[i]);
    if (!failed) continue;
    const block = [lines[i].trim()];
    const indent = failed[1].length;
    let j = i + 1;
    if (lines[j]?.trim() === '---') {
      for (; j < lines.length && lines[j].trim() !== '...'; j += 1) {
        block.push(lines[j].slice(indent));
      }
    }
    const text = block.join('\n');
    if (!RESTATED_ELSEWHERE.test(text)) blocks.push(text);
  }
  return blocks;
}

const [file] = process.argv.slice(2);
if (file) {
  const blocks = failedBlocks(readFileSync(file, 'utf8'));
  if (blocks.length) {
    process.stdout.write(`\n# ${blocks.length} failure(s), each with its error:\n\n`);
    process.stdout.write(`${blocks.join('\n\n')}\n`);
  }
}
