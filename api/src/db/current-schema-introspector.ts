import {
  DEFAULT_MIGRATION_LOCK_TABLE,
  DEFAULT_MIGRATION_TABLE,
  PostgresDialect,
  PostgresIntrospector,
  sql,
  type DatabaseIntrospector,
  type DatabaseMetadata,
  type DatabaseMetadataOptions,
  type Kysely,
  type SchemaMetadata,
  type TableMetadata,
} from 'kysely';

const kyselyTables = new Set([DEFAULT_MIGRATION_TABLE, DEFAULT_MIGRATION_LOCK_TABLE]);

interface ColumnRow {
  schema: string;
  table: string;
  table_type: string;
  column: string;
  type: string;
  type_schema: string;
  nullable: boolean;
  has_default: boolean;
  auto_incrementing: boolean;
}

/**
 * Kysely's Postgres introspector, which its Migrator asks whether its bookkeeping tables exist, reads every schema of
 * the database and resolves each table by name (`pg_get_serial_sequence('schema.table', …)`, `has_schema_privilege`).
 * A table renamed or a schema dropped by another connection between its catalog snapshot and that lookup fails the
 * whole migration with 'relation … does not exist' (CI caught it: one test renamed a table of its own schema while
 * another process migrated its own). This one reads the current schema only (the app's, see migrate.ts), from
 * information_schema by object id, so nothing another schema does can reach it.
 */
export class CurrentSchemaIntrospector implements DatabaseIntrospector {
  readonly #db: Kysely<unknown>;

  constructor(db: Kysely<unknown>) {
    this.#db = db;
  }

  getSchemas(): Promise<SchemaMetadata[]> {
    return new PostgresIntrospector(this.#db).getSchemas();
  }

  async getTables(options: DatabaseMetadataOptions = { withInternalKyselyTables: false }): Promise<TableMetadata[]> {
    const { rows } = await sql<ColumnRow>`
      select c.table_schema as schema, c.table_name as table, t.table_type, c.column_name as column,
        c.udt_name as type, c.udt_schema as type_schema, c.is_nullable = 'YES' as nullable,
        c.column_default is not null as has_default,
        (c.is_identity = 'YES' or coalesce(c.column_default like 'nextval(%', false)) as auto_incrementing
      from information_schema.columns c
      join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
      where c.table_schema = current_schema() and t.table_type in ('BASE TABLE', 'VIEW')
      order by c.table_name, c.ordinal_position`.execute(this.#db);
    const tables = new Map<string, TableMetadata & { columns: TableMetadata['columns'][number][] }>();
    for (const row of rows) {
      if (!options.withInternalKyselyTables && kyselyTables.has(row.table)) continue;
      let table = tables.get(row.table);
      if (table === undefined) {
        table = { name: row.table, schema: row.schema, isView: row.table_type === 'VIEW', columns: [] };
        tables.set(row.table, table);
      }
      table.columns.push({
        name: row.column,
        dataType: row.type,
        dataTypeSchema: row.type_schema,
        isNullable: row.nullable,
        hasDefaultValue: row.has_default,
        isAutoIncrementing: row.auto_incrementing,
      });
    }
    return [...tables.values()];
  }

  async getMetadata(options?: DatabaseMetadataOptions): Promise<DatabaseMetadata> {
    return { tables: await this.getTables(options) };
  }
}

/** Postgres as Kysely speaks it, introspecting the current schema only (see above). */
export class CurrentSchemaPostgresDialect extends PostgresDialect {
  override createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new CurrentSchemaIntrospector(db);
  }
}
