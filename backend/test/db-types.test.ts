import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { after, before, it } from 'node:test';
import ts from 'typescript';
import { repoRoot } from '../src/config.ts';
import { startTestStack, type TestStack } from './helpers/test-stack.ts';

// shared-core/src/db/database.types.ts is hand-written; this keeps it in step with the migrations:
// the Row columns of every table and view, and the argument names of every function, must be
// exactly what the live schema has.

const typesFile = path.join(repoRoot, 'shared-core', 'src', 'db', 'database.types.ts');
let stack: TestStack;

type Shape = Record<string, string[]>;

function propertiesOf(node: ts.Node | undefined): ts.PropertySignature[] {
  return node && ts.isTypeLiteralNode(node) ? node.members.filter(ts.isPropertySignature) : [];
}

function member(node: ts.Node | undefined, name: string): ts.TypeNode | undefined {
  return propertiesOf(node).find((p) => p.name.getText() === name)?.type;
}

/** Resolves a reference to a type alias declared in the same file (e.g. `UserReputationRow`). */
function resolve(node: ts.TypeNode | undefined, file: ts.SourceFile): ts.TypeNode | undefined {
  if (node && ts.isTypeReferenceNode(node)) {
    const alias = file.statements.find(
      (s): s is ts.TypeAliasDeclaration =>
        ts.isTypeAliasDeclaration(s) && s.name.text === node.typeName.getText(),
    );
    return alias?.type;
  }
  return node;
}

async function declaredShapes(): Promise<{ relations: Shape; functions: Shape }> {
  const file = ts.createSourceFile(
    typesFile,
    await readFile(typesFile, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
  );
  const database = file.statements.find(
    (s): s is ts.TypeAliasDeclaration => ts.isTypeAliasDeclaration(s) && s.name.text === 'Database',
  );
  const schema = member(database?.type, 'public');
  const relations: Shape = {};
  for (const group of ['Tables', 'Views']) {
    for (const relation of propertiesOf(member(schema, group))) {
      const row = resolve(member(relation.type, 'Row'), file);
      relations[relation.name.getText()] = propertiesOf(row)
        .map((p) => p.name.getText())
        .sort();
    }
  }
  const functions: Shape = {};
  for (const fn of propertiesOf(member(schema, 'Functions'))) {
    functions[fn.name.getText()] = propertiesOf(member(fn.type, 'Args'))
      .map((p) => p.name.getText())
      .sort();
  }
  return { relations, functions };
}

before(async () => {
  stack = await startTestStack();
});

after(async () => {
  await stack?.stop();
});

it('declares every table and view of the public schema with its exact columns', async () => {
  const { rows } = await stack.pool.query(`
    select table_name, array_agg(column_name::text order by column_name::text) as columns
      from information_schema.columns where table_schema = 'public' group by table_name`);
  const live = Object.fromEntries(rows.map((row) => [row.table_name, row.columns]));
  assert.deepEqual((await declaredShapes()).relations, live);
});

it('declares every function clients may call with its argument names', async () => {
  const { rows } = await stack.pool.query(`
    select p.proname, coalesce(array_agg(a.name order by a.name) filter (where a.name is not null), '{}') as args
      from pg_proc p
      join pg_namespace n on n.oid = p.pronamespace
      left join lateral unnest(p.proargnames) as a (name) on true
     where n.nspname = 'public' and p.prorettype <> 'trigger'::regtype
       and has_function_privilege('anon', p.oid, 'execute')
     group by p.proname`);
  const live = Object.fromEntries(rows.map((row) => [row.proname, row.args]));
  assert.deepEqual((await declaredShapes()).functions, live);
});
