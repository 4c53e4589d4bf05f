// Planted violations the lint must reject, and clean controls it must accept. Each case is code and
// the path it pretends to live at (no such file exists, every name starts with `planted-`);
// `scripts/check-lint-boundaries.mjs` lints each one with the repo's own config, so a boundary rule
// that goes quiet fails the check.
import { existsSync, readdirSync } from 'node:fs';
import { posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import { APPS, REMOTES, SHELL } from '../remotes.mjs';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const onDisk = (path) => `${repoRoot}${path}`;

const RESTRICTED_PATHS = 'import-x/no-restricted-paths';
const RESTRICTED_IMPORTS = '@typescript-eslint/no-restricted-imports';

/** The feature folders of an app, sorted, or none. */
function featuresOf(app) {
  const dir = `${app.dir}/src/features`;
  if (!existsSync(onDisk(dir))) return [];
  return readdirSync(onDisk(dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => `${dir}/${entry.name}`)
    .sort();
}

/** The first module (not a test, not a declaration) directly in a folder, without its extension. */
function firstModuleIn(dir) {
  const name = readdirSync(onDisk(dir))
    .filter((file) => /\.tsx?$/.test(file) && !/\.(test|d)\.tsx?$/.test(file))
    .sort()[0];
  if (!name) throw new Error(`No module to import in ${dir}; pick another folder for this case.`);
  return `${dir}/${name.replace(/\.tsx?$/, '')}`;
}

/** A case whose only content is an import of `target` (a repo path) from `filePath`. */
function importCase(name, filePath, target, rule) {
  let specifier = posix.relative(posix.dirname(filePath), target);
  if (!specifier.startsWith('.')) specifier = `./${specifier}`;
  const code = `import * as planted from '${specifier}';\n\nexport const plantedModule = planted;\n`;
  return { name, filePath, code, rule };
}

const remoteCases = REMOTES.map((remote, index) => {
  const other = REMOTES[(index + 1) % REMOTES.length];
  return importCase(
    `${remote.dir} imports ${other.dir}'s source`,
    `${remote.dir}/src/features/planted-import-${other.dir}.ts`,
    `${other.dir}/src/App`,
    RESTRICTED_PATHS,
  );
});

const shellCases = [
  ...REMOTES.map((remote) =>
    importCase(
      `${SHELL.dir} imports ${remote.dir}'s source`,
      `${SHELL.dir}/src/app/planted-import-${remote.dir}.ts`,
      `${remote.dir}/src/App`,
      RESTRICTED_PATHS,
    ),
  ),
  importCase(
    `${REMOTES[0].dir} imports the shell's source`,
    `${REMOTES[0].dir}/src/planted-import-${SHELL.dir}.ts`,
    `${SHELL.dir}/src/bootstrap`,
    RESTRICTED_PATHS,
  ),
];

// Every app with two features or more: its first feature imports its second.
const featureCases = APPS.flatMap((app) => {
  const [first, second] = featuresOf(app);
  if (!first || !second) return [];
  return [
    importCase(
      `${posix.basename(first)} imports ${posix.basename(second)} in ${app.dir}`,
      `${first}/planted-import-${posix.basename(second)}.ts`,
      firstModuleIn(second),
      RESTRICTED_PATHS,
    ),
  ];
});

const apiCases = APPS.flatMap((app) => {
  const [feature] = featuresOf(app);
  if (!feature || !existsSync(onDisk(`${app.dir}/src/api`))) return [];
  return [
    importCase(
      `${app.dir}'s api imports a feature`,
      `${app.dir}/src/api/planted-import-feature.api.ts`,
      firstModuleIn(feature),
      RESTRICTED_PATHS,
    ),
  ];
});

const sharedCases = [
  {
    name: 'shared-ui imports shared-core',
    filePath: 'shared-ui/src/components/planted-import-shared-core.ts',
    code: "import * as core from '@likegripe/shared-core';\n\nexport const planted = core;\n",
    rule: RESTRICTED_PATHS,
  },
  importCase(
    `shared-core imports ${REMOTES[0].dir}`,
    `shared-core/src/planted-import-${REMOTES[0].dir}.ts`,
    `${REMOTES[0].dir}/src/App`,
    RESTRICTED_PATHS,
  ),
];

const supabaseCases = [
  {
    name: 'a feature component takes the Supabase client from shared-core',
    filePath: 'feed-mfe/src/features/feed/planted-client-import.tsx',
    code: [
      "import { getSupabase } from '@likegripe/shared-core';",
      '',
      'export const plantedQuery = () => getSupabase().from("posts").select("id");',
      '',
    ].join('\n'),
    rule: RESTRICTED_IMPORTS,
  },
  {
    name: 'a feature creates its own Supabase client',
    filePath: 'profile-mfe/src/features/profile/planted-client-create.ts',
    code: [
      "import { createClient } from '@supabase/supabase-js';",
      '',
      "export const plantedClient = createClient('http://localhost', 'anon');",
      '',
    ].join('\n'),
    rule: RESTRICTED_IMPORTS,
  },
];

const promiseCases = [
  {
    name: 'a promise nobody awaits',
    filePath: 'notifications-mfe/src/features/notifications/planted-floating.ts',
    code: [
      'async function save(): Promise<void> {}',
      '',
      'export function plantedSubmit() {',
      '  save();',
      '}',
      '',
    ].join('\n'),
    rule: 'typescript(no-floating-promises)',
  },
  {
    name: 'an async handler where React expects a void one',
    filePath: 'post-mfe/src/features/post-detail/planted-async-handler.tsx',
    code: [
      'async function save(): Promise<void> {}',
      '',
      'export function PlantedButton() {',
      '  return (',
      '    <button type="button" onClick={save}>',
      '      Save',
      '    </button>',
      '  );',
      '}',
      '',
    ].join('\n'),
    rule: 'typescript(no-misused-promises)',
  },
];

/** Code that breaks a boundary; each must be reported with its `rule`. */
export const PLANTED = [
  ...remoteCases,
  ...shellCases,
  ...featureCases,
  ...apiCases,
  ...sharedCases,
  ...supabaseCases,
];

/**
 * Promises left unhandled, which oxlint's type-aware rules must reject. They need a real program,
 * so the check writes each file where it pretends to live, lints it and removes it.
 */
export const PLANTED_PROMISES = promiseCases;

const [postFeature] = featuresOf(REMOTES.find((remote) => remote.dir === 'post-mfe'));
const [shellFeature] = featuresOf(SHELL);

/** Code that keeps every boundary; each must lint with no message at all. */
export const CLEAN = [
  importCase(
    'a feature imports its own files',
    `${postFeature}/planted-clean.ts`,
    firstModuleIn(postFeature),
  ),
  importCase(
    'the app layer composes a feature',
    `${SHELL.dir}/src/app/planted-clean.ts`,
    firstModuleIn(shellFeature),
  ),
  {
    name: 'the api layer uses the Supabase client',
    filePath: 'feed-mfe/src/api/planted-clean.api.ts',
    code: [
      "import { getSupabase } from '@likegripe/shared-core';",
      '',
      "export const plantedQuery = () => getSupabase().from('posts').select('id');",
      '',
    ].join('\n'),
  },
];

/** A promise left on purpose, marked with `void`: oxlint must accept it (and ESLint too). */
export const CLEAN_PROMISE = {
  name: 'a feature names a Supabase type and marks a promise it leaves on purpose',
  filePath: 'auth-mfe/src/features/auth/planted-clean.ts',
  code: [
    "import type { Session } from '@supabase/supabase-js';",
    '',
    'async function save(session: Session | null): Promise<void> {',
    '  if (!session) throw new Error("Signed out");',
    '}',
    '',
    'export function plantedSubmit(session: Session | null) {',
    '  void save(session);',
    '}',
    '',
  ].join('\n'),
};

/** Real files (a cycle needs files on disk to follow), linted only by the check. */
export const CYCLE = {
  name: 'two modules import each other',
  files: ['tooling/lint-fixtures/cycle/planted-cycle-a.ts'],
  rule: 'import-x/no-cycle',
};

/** Folders whose sources the cycle rule must cover: every app and the shared packages. */
export const CYCLE_COVERED = [...APPS.map((app) => app.dir), 'shared-core', 'shared-ui'];
