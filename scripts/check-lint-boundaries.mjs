// Proves the lint's boundaries still fire: every planted violation in tooling/lint-fixtures must be
// reported with its rule (by ESLint, or by oxlint for the promise rules), every clean control must
// lint clean, and the cycle rule must cover every browser package. A rule that silently stops
// resolving imports or types fails here instead of passing.
import { execFile } from 'node:child_process';
import { rm, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { ESLint } from 'eslint';
import {
  CLEAN,
  CLEAN_PROMISE,
  CYCLE,
  CYCLE_COVERED,
  PLANTED,
  PLANTED_PROMISES,
} from '../tooling/lint-fixtures/planted-violations.mjs';

const cwd = fileURLToPath(new URL('..', import.meta.url));
const eslint = new ESLint({ cwd });
const failures = [];

const describe = (messages) =>
  messages
    .map((message) => `${message.ruleId ?? 'fatal'}: ${message.message.split('\n')[0]}`)
    .join('\n      ');

function expectRule(name, messages, rule) {
  if (messages.some((message) => message.ruleId === rule)) return;
  failures.push(`${name}: expected ${rule}, got\n      ${describe(messages) || 'nothing'}`);
}

for (const { name, filePath, code, rule } of PLANTED) {
  const [result] = await eslint.lintText(code, { filePath, warnIgnored: true });
  expectRule(name, result.messages, rule);
}

for (const { name, filePath, code } of [...CLEAN, CLEAN_PROMISE]) {
  const [result] = await eslint.lintText(code, { filePath, warnIgnored: true });
  if (result.messages.length > 0) {
    failures.push(
      `${name} (clean control): expected no message, got\n      ${describe(result.messages)}`,
    );
  }
}

// The cycle's files are ignored by the normal run, so they are linted here with ignores off.
const unignored = new ESLint({ cwd, ignore: false });
for (const result of await unignored.lintFiles(CYCLE.files)) {
  expectRule(CYCLE.name, result.messages, CYCLE.rule);
}
for (const dir of CYCLE_COVERED) {
  const config = await eslint.calculateConfigForFile(`${dir}/src/planted.ts`);
  const [severity] = [config.rules?.[CYCLE.rule]].flat();
  if (severity !== 2 && severity !== 'error')
    failures.push(`${CYCLE.rule} is not on in ${dir}/src`);
}

/**
 * oxlint's messages per file for code written where it pretends to live: its type-aware rules need
 * the files in their package's program. The files are removed again whatever happens.
 */
async function oxlintMessages(cases) {
  const files = cases.map(({ filePath }) => filePath);
  try {
    await Promise.all(cases.map(({ filePath, code }) => writeFile(`${cwd}${filePath}`, code)));
    const oxlint = await promisify(execFile)(
      'npx',
      ['oxlint', '--type-aware', '--format', 'json', ...files],
      { cwd },
    ).catch((error) => error);
    const { diagnostics } = JSON.parse(oxlint.stdout);
    return new Map(
      files.map((file) => [
        file,
        diagnostics
          .filter(({ filename }) => filename === file)
          .map(({ code, message }) => ({ ruleId: code, message })),
      ]),
    );
  } finally {
    await Promise.all(files.map((file) => rm(`${cwd}${file}`, { force: true })));
  }
}

const promiseMessages = await oxlintMessages([...PLANTED_PROMISES, CLEAN_PROMISE]);
for (const { name, filePath, rule } of PLANTED_PROMISES) {
  expectRule(name, promiseMessages.get(filePath), rule);
}
if (promiseMessages.get(CLEAN_PROMISE.filePath).length > 0) {
  failures.push(
    `${CLEAN_PROMISE.name} (clean control, oxlint): expected no message, got\n      ` +
      describe(promiseMessages.get(CLEAN_PROMISE.filePath)),
  );
}

const planted = PLANTED.length + PLANTED_PROMISES.length;
const total = planted + CLEAN.length + 2 + 1 + CYCLE_COVERED.length;
if (failures.length > 0) {
  console.error(`Lint boundaries: ${failures.length} of ${total} checks failed`);
  for (const failure of failures) console.error(`  ✗ ${failure}`);
  process.exit(1);
}
console.log(
  `Lint boundaries hold: ${planted} planted violations rejected, ${CLEAN.length + 1} clean ` +
    `controls accepted, the import cycle rejected, ${CYCLE.rule} on in ${CYCLE_COVERED.length} packages.`,
);
