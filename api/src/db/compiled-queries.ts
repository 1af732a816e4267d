import type { Compilable, CompiledQuery, Kysely, QueryResult, RawBuilder } from 'kysely';
import type { Database } from './schema.js';
import { DirectStatement, directConnection, idleConnection } from './sqlite-direct.js';

/** Stands where a value goes while a query shape is compiled; its name says which value fills it later. */
class Slot {
  constructor(readonly name: string) {}
}

interface Shape {
  compiled: CompiledQuery;
  /** The same SQL, run directly on SQLite inside a transaction (sqlite-direct.ts). */
  direct: DirectStatement;
  /** For each parameter of the compiled SQL: the value's name, or a constant the shape itself carries. */
  parameters: ReadonlyArray<{ name: string } | { constant: unknown }>;
}

export type CompiledQueryRunner<V, R> = (db: Kysely<Database>, values: V) => Promise<QueryResult<R>>;

/**
 * A query whose shape never changes with its values, built and compiled through Kysely once per dialect and value
 * set, then run with new parameters.
 *
 * Why: on the sync write path Kysely spent more time building and compiling each statement than SQLite spent
 * running it, and then more time executing it (its executor's promises and row transforms) than SQLite did: inside
 * a transaction on SQLite the statement runs directly on the connection. `build` receives stand-ins for the values (same names; same types as far as TypeScript knows) and
 * must give the same SQL whatever the values are: no branching on them. Declare runners at module level, so a
 * `build` cannot close over one call's values (which would be compiled in as constants for every later call).
 */
export function compiledQuery<V extends object, R>(
  build: (db: Kysely<Database>, values: V) => Compilable<R> | RawBuilder<R>,
  options: {
    /**
     * A read that stands alone: outside a transaction on SQLite it runs directly on the connection too, when no
     * transaction holds it (idleConnection, sqlite-direct.ts), else through Kysely, which waits for the connection.
     */
    directWhenIdle?: boolean;
  } = {},
): CompiledQueryRunner<V, R> {
  // One cache per dialect (its adapter is shared by a Kysely instance and its transactions): SQLite and Postgres
  // compile the same shape to different SQL.
  const shapesByDialect = new WeakMap<object, Map<string, Shape>>();
  return (db, given) => {
    const values = given as Record<string, unknown>;
    const adapter = db.getExecutor().adapter;
    let shapes = shapesByDialect.get(adapter);
    if (!shapes) shapesByDialect.set(adapter, (shapes = new Map()));
    // An undefined value leaves its column out of an insert (Kysely's rule), which makes another shape. The key is
    // built without an array per call: this runs for every statement of a push.
    let shapeKey = '';
    for (const name in values) if (values[name] !== undefined) shapeKey += `${name},`;
    let shape = shapes.get(shapeKey);
    if (!shape) {
      const names = Object.keys(values).filter((name) => values[name] !== undefined);
      const slots = Object.fromEntries(names.map((name) => [name, new Slot(name)])) as unknown as V;
      // A query builder compiles alone; a raw `sql` template (a savepoint, json_each) needs the instance to compile.
      const compiled = build(db, slots).compile(db);
      const parameters = compiled.parameters.map((parameter) =>
        parameter instanceof Slot ? { name: parameter.name } : { constant: parameter },
      );
      shape = { compiled, direct: new DirectStatement(compiled.sql), parameters };
      shapes.set(shapeKey, shape);
    }
    const parameters = shape.parameters.map((parameter) => ('name' in parameter ? values[parameter.name] : parameter.constant));
    // In a transaction on SQLite, synchronously on the connection: the driver is synchronous, and Kysely's executor
    // around it cost more than the statement (docs/push-path.md).
    const connection = directConnection(db) ?? (options.directWhenIdle ? idleConnection(db) : undefined);
    if (connection) return Promise.resolve(shape.direct.run<R>(connection, parameters));
    return db.executeQuery<R>({ ...shape.compiled, parameters });
  };
}
