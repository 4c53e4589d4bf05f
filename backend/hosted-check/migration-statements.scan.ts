/**
 * A static scan of migration SQL for statements hosted Supabase refuses to `postgres`: anything that
 * defines, alters or writes an object of the schemas the platform owns (auth, storage, realtime),
 * except the few forms hosted Supabase grants. The target of each statement is read from its head;
 * function bodies are skipped (they run later, as their owner) and `do` blocks are scanned, as they run
 * during the migration. Dynamic SQL (`execute`) is not visible to it.
 */

export interface ForbiddenStatement {
  /** The statement as scanned: comments dropped, strings and bodies shortened, one line. */
  statement: string;
  /** The platform object it names. */
  target: string;
}

const PLATFORM_SCHEMAS = /^(auth|storage|realtime)(\.|$)/;

/** The forms hosted Supabase allows `postgres` on platform objects. */
const ALLOWED = [
  /^(create|drop) policy (if exists )?\S+ on (storage\.objects|auth\.\w+)( |$)/,
  // Realtime Authorization: supautils' policy_grants give `postgres` policies on realtime.messages.
  /^(create|drop) policy (if exists )?\S+ on realtime\.messages( |$)/,
  /^create (or replace )?(constraint )?trigger \S+ .*? on auth\.users( |$)/,
  /^drop trigger (if exists )?\S+ on auth\.users( |$)/,
  /^insert into storage\.buckets( |\(|$)/,
];

const CREATED_KINDS =
  '(?:table|view|materialized view|sequence|type|domain|function|procedure|aggregate|schema|foreign table|extension)';
const OBJECT_KINDS = `(?:index|${CREATED_KINDS.slice(3)}`;

/** Patterns whose first group is the object a statement defines, alters or writes. */
const TARGETS = [
  new RegExp(
    `^create (?:or replace )?(?:(?:temp|temporary|unlogged|recursive|materialized) )*${CREATED_KINDS} (?:if not exists )?(\\S+)`,
  ),
  /^create (?:unique )?index (?:concurrently )?(?:(?:if not exists )?\S+ )?on (?:only )?(\S+)/,
  /^create (?:or replace )?(?:constraint )?trigger \S+ .*? on (\S+)/,
  /^create (?:policy|rule) \S+ (?:as on \w+ to|on) (\S+)/,
  new RegExp(`^alter ${OBJECT_KINDS} (?:if exists )?(?:only )?(\\S+)`),
  /^(?:alter|drop) (?:policy|trigger|rule) (?:if exists )?\S+ on (\S+)/,
  new RegExp(`^drop ${OBJECT_KINDS} (?:concurrently )?(?:if exists )?(\\S+)`),
  /^comment on (?:policy|trigger|rule|constraint) \S+ on (?:domain )?(\S+)/,
  /^comment on (?:column )?(?:\w+ )*?(\S+) is /,
  /^(?:grant|revoke) .*? on (?:table |sequence |function |schema |all \w+ in schema )?(\S+)/,
  /^alter default privileges .*?in schema (\S+)/,
  /^insert into (\S+)/,
  /^update (?:only )?(\S+)/,
  /^delete from (?:only )?(\S+)/,
  /^truncate (?:table )?(?:only )?(\S+)/,
  /^(?:copy|lock (?:table )?|cluster|vacuum|analyze|reindex \w+|security label .*? on \w+) (\S+)/,
];

interface Split {
  statements: string[];
  /** Bodies of `do` blocks, which run during the migration and are scanned in turn. */
  doBodies: string[];
}

/** Splits SQL into statements, dropping comments and reducing literals and bodies to placeholders. */
function splitStatements(sql: string): Split {
  const statements: string[] = [];
  const doBodies: string[] = [];
  let current = '';
  let i = 0;
  while (i < sql.length) {
    const rest = sql.slice(i);
    const dollar = /^\$([A-Za-z_][A-Za-z0-9_]*)?\$/.exec(rest);
    if (rest.startsWith('--')) {
      const end = sql.indexOf('\n', i);
      i = end === -1 ? sql.length : end;
    } else if (rest.startsWith('/*')) {
      const end = sql.indexOf('*/', i + 2);
      i = end === -1 ? sql.length : end + 2;
      current += ' ';
    } else if (rest.startsWith("'")) {
      let j = i + 1;
      while (j < sql.length && !(sql[j] === "'" && sql[j + 1] !== "'")) j += sql[j] === "'" ? 2 : 1;
      current += "'s'";
      i = j + 1;
    } else if (rest.startsWith('"')) {
      const end = sql.indexOf('"', i + 1);
      const name = sql.slice(i + 1, end === -1 ? sql.length : end);
      // A plain lowercase name is the same identifier quoted or not; anything else is a label.
      current += /^[a-z_][a-z0-9_$]*$/.test(name) ? name : '"q"';
      i = end === -1 ? sql.length : end + 1;
    } else if (dollar) {
      const tag = dollar[0];
      const end = sql.indexOf(tag, i + tag.length);
      const body = sql.slice(i + tag.length, end === -1 ? sql.length : end);
      if (/^\s*do\s*$/i.test(current.replace(/\s+/g, ' '))) doBodies.push(body);
      current += '$body$';
      i = end === -1 ? sql.length : end + tag.length;
    } else if (rest.startsWith(';')) {
      statements.push(current);
      current = '';
      i += 1;
    } else {
      current += sql[i];
      i += 1;
    }
  }
  statements.push(current);
  return {
    statements: statements
      .map((s) => s.replace(/\s+/g, ' ').trim().toLowerCase())
      .filter((s) => s.length > 0),
    doBodies,
  };
}

function targetOf(statement: string): string | undefined {
  for (const pattern of TARGETS) {
    const match = pattern.exec(statement);
    if (match?.[1]) return match[1].replace(/[(,].*$/, '');
  }
  return undefined;
}

/** Strips a PL/pgSQL block down to its statements: `begin`, `end`, `declare` and control words. */
function blockStatements(body: string): string {
  return body.replace(/\b(declare|begin|exception|end if|end loop|end|loop|then|else)\b/gi, ';');
}

/** Every statement of `sql` that names a platform object in a form hosted Supabase refuses. */
export function findForbiddenStatements(sql: string): ForbiddenStatement[] {
  const { statements, doBodies } = splitStatements(sql);
  const found: ForbiddenStatement[] = [];
  for (const statement of statements) {
    const target = targetOf(statement);
    if (!target || !PLATFORM_SCHEMAS.test(target)) continue;
    if (ALLOWED.some((allowed) => allowed.test(statement))) continue;
    found.push({ statement, target });
  }
  for (const body of doBodies) found.push(...findForbiddenStatements(blockStatements(body)));
  return found;
}
