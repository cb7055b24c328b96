/**
 * Rows of a SQLite read as plain objects, built cheaply. better-sqlite3 makes each row object
 * through V8's C++ API one property at a time, about a quarter of a 25-row list page's statement
 * (bench/README.md, issue 30 §3). Read as arrays instead, the same objects come from a function
 * made once per statement: one object literal of its columns, which V8 builds from a template.
 * Keys, their order, duplicates (the last value wins) and values are the driver's own.
 */
import type SQLite from 'better-sqlite3';

type Row = Record<string, unknown>;
type Build = (values: unknown[]) => Row;

/** `null`: the statement is read the driver's way (no data, or a name a literal cannot hold). */
const builders = new WeakMap<SQLite.Statement, Build | null>();

function builderOf(statement: SQLite.Statement): Build | null {
  let build = builders.get(statement);
  if (build !== undefined) return build;
  build = null;
  if (statement.reader) {
    const names = statement.columns().map((column) => column.name);
    // `__proto__:` in a literal sets the prototype instead of a key.
    if (!names.includes('__proto__')) {
      // Names are JSON-quoted: whatever a column is called, it is only ever a key.
      const literal = names.map((name, i) => `${JSON.stringify(name)}: values[${i}]`).join(', ');
      build = new Function('values', `return { ${literal} };`) as Build;
    }
  }
  builders.set(statement, build);
  return build;
}

/** `statement.all(...params)`, the same rows, with the statement's raw mode left as found. */
export function allRows(statement: SQLite.Statement, params: readonly unknown[]): Row[] {
  const build = builderOf(statement);
  if (!build) return statement.all(...params) as Row[];
  statement.raw(true);
  try {
    return (statement.all(...params) as unknown[][]).map(build);
  } finally {
    statement.raw(false);
  }
}
