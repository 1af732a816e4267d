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
  /** The names of the values it was compiled for (those not undefined), in the order the values object lists them. */
  names: readonly string[];
  /** For each parameter of the compiled SQL: the index of its value in `names`, or -1 where the shape's constant goes. */
  sources: readonly number[];
  constants: readonly unknown[];
}

/** A dialect's shapes of one query: by the names of their values, and the last one run, tried first. */
interface Shapes {
  byNames: Map<string, Shape>;
  last: Shape | undefined;
}

export type CompiledQueryRunner<V, R> = ((db: Kysely<Database>, values: V) => Promise<QueryResult<R>>) & {
  /**
   * The same query run synchronously, when it can run directly on SQLite's connection (in a transaction, or idle for a
   * `directWhenIdle` read); else undefined, and nothing ran. For the push path's statements, which then need no
   * promise (docs/push-path.md, h34-sync).
   */
  now(db: Kysely<Database>, values: V): QueryResult<R> | undefined;
};

/**
 * Whether `values` has exactly the shape's names defined, in its order (no key to build, a string per statement),
 * its values copied into `into` on the way (each read once).
 */
function fits(shape: Shape, values: Record<string, unknown>, into: unknown[]): boolean {
  const { names } = shape;
  let at = 0;
  for (const name in values) {
    const value = values[name];
    if (value === undefined) continue;
    if (names[at] !== name) return false;
    into[at] = value;
    at += 1;
  }
  return at === names.length;
}

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
  // compile the same shape to different SQL. The last adapter's is kept at hand: a server has one.
  const shapesByDialect = new WeakMap<object, Shapes>();
  let lastAdapter: object | undefined;
  let lastShapes: Shapes | undefined;
  // The values of the call, in the order of its shape's names (one array, reused: a call reads it before returning).
  const defined: unknown[] = [];
  const shapeOf = (db: Kysely<Database>, values: Record<string, unknown>): Shape => {
    const adapter = db.getExecutor().adapter;
    let shapes = adapter === lastAdapter ? lastShapes : shapesByDialect.get(adapter);
    if (!shapes) shapesByDialect.set(adapter, (shapes = { byNames: new Map(), last: undefined }));
    lastAdapter = adapter;
    lastShapes = shapes;
    // The shape of the call before, most often the same; else by the names of the values. An undefined value leaves
    // its column out of an insert (Kysely's rule), which makes another shape.
    if (shapes.last && fits(shapes.last, values, defined)) return shapes.last;
    const names = Object.keys(values).filter((name) => values[name] !== undefined);
    names.forEach((name, at) => (defined[at] = values[name]));
    const key = names.join(',');
    let shape = shapes.byNames.get(key);
    if (!shape) {
      const slots = Object.fromEntries(names.map((name) => [name, new Slot(name)])) as unknown as V;
      // A query builder compiles alone; a raw `sql` template (a savepoint, json_each) needs the instance to compile.
      const compiled = build(db, slots).compile(db);
      shape = {
        compiled,
        direct: new DirectStatement(compiled.sql),
        names,
        sources: compiled.parameters.map((parameter) => (parameter instanceof Slot ? names.indexOf(parameter.name) : -1)),
        constants: compiled.parameters,
      };
      shapes.byNames.set(key, shape);
    }
    shapes.last = shape;
    return shape;
  };
  /** The parameters of `shape` for the values shapeOf has just put in `defined`. */
  const parametersOf = (shape: Shape): unknown[] => {
    const { sources, constants } = shape;
    const parameters = new Array<unknown>(sources.length);
    for (let i = 0; i < sources.length; i++) {
      const source = sources[i]!;
      parameters[i] = source < 0 ? constants[i] : defined[source];
    }
    return parameters;
  };
  const now = (db: Kysely<Database>, given: V): QueryResult<R> | undefined => {
    // In a transaction on SQLite, synchronously on the connection: the driver is synchronous, and Kysely's executor
    // around it cost more than the statement (docs/push-path.md).
    const connection = directConnection(db) ?? (options.directWhenIdle ? idleConnection(db) : undefined);
    if (!connection) return undefined;
    const shape = shapeOf(db, given as Record<string, unknown>);
    return shape.direct.run<R>(connection, parametersOf(shape));
  };
  const runner = (db: Kysely<Database>, given: V): Promise<QueryResult<R>> => {
    const direct = now(db, given);
    if (direct) return Promise.resolve(direct);
    const shape = shapeOf(db, given as Record<string, unknown>);
    return db.executeQuery<R>({ ...shape.compiled, parameters: parametersOf(shape) });
  };
  return Object.assign(runner, { now });
}

/** A value now, or a promise of it: what a statement run directly on SQLite answers without waiting. */
export type MaybePromise<T> = T | Promise<T>;

/**
 * Runs `runner` and hands its result to `then`: synchronously when it ran directly on SQLite (no promise at all),
 * else once Kysely answers. For the push path's reads and writes, whose callers await only on Postgres.
 */
export function runThen<V extends object, R, T>(
  runner: CompiledQueryRunner<V, R>,
  db: Kysely<Database>,
  values: V,
  then: (result: QueryResult<R>) => T,
): MaybePromise<T> {
  const result = runner.now(db, values);
  return result ? then(result) : runner(db, values).then(then);
}
