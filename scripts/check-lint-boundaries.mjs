// Proves the lint's boundaries still fire: every planted violation in tooling/lint-fixtures must be
// reported with its rule, every clean control must lint clean, and the cycle rule must cover every
// browser package. A rule that silently stops resolving imports fails here instead of passing.
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import {
  CLEAN,
  CYCLE,
  CYCLE_COVERED,
  PLANTED,
  PRETEND_FILE_GLOBS,
} from '../tooling/lint-fixtures/planted-violations.mjs';

const cwd = fileURLToPath(new URL('..', import.meta.url));
// The repo's config as it is; only the type-aware parser learns where the pretend files get types.
const eslint = new ESLint({
  cwd,
  overrideConfig: {
    files: PRETEND_FILE_GLOBS,
    languageOptions: {
      parserOptions: {
        projectService: {
          allowDefaultProject: PRETEND_FILE_GLOBS,
          defaultProject: 'tsconfig.base.json',
          maximumDefaultProjectFileMatchCount_THIS_WILL_SLOW_DOWN_LINTING:
            PLANTED.length + CLEAN.length,
        },
        tsconfigRootDir: cwd,
      },
    },
  },
});
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

for (const { name, filePath, code } of CLEAN) {
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

const total = PLANTED.length + CLEAN.length + 1 + CYCLE_COVERED.length;
if (failures.length > 0) {
  console.error(`Lint boundaries: ${failures.length} of ${total} checks failed`);
  for (const failure of failures) console.error(`  ✗ ${failure}`);
  process.exit(1);
}
console.log(
  `Lint boundaries hold: ${PLANTED.length} planted violations rejected, ${CLEAN.length} clean ` +
    `controls accepted, the import cycle rejected, ${CYCLE.rule} on in ${CYCLE_COVERED.length} packages.`,
);
