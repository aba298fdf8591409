import {
  type DatabaseIntrospector,
  type DatabaseMetadataOptions,
  DEFAULT_MIGRATION_LOCK_TABLE,
  DEFAULT_MIGRATION_TABLE,
  type Kysely,
  type TableMetadata,
  sql,
} from 'kysely';

/**
 * The tables of one PostgreSQL schema, read from the catalogue by the schema's name alone.
 *
 * Kysely's own introspector looks at every schema and calls `has_schema_privilege(name)` on each: a
 * schema dropped by another instance or test between the catalogue read and that call makes the
 * whole query fail ("schema … does not exist"), even though ours was never touched.
 */
export async function schemaTables<DB>(
  db: Kysely<DB>,
  schema: string,
  options: Partial<DatabaseMetadataOptions> = {},
): Promise<TableMetadata[]> {
  const { rows } = await sql<{ table: string; column: string; dataType: string; nullable: boolean }>`
    select c.relname as "table", a.attname as "column", t.typname as "dataType", not a.attnotnull as "nullable"
    from pg_catalog.pg_class c
    join pg_catalog.pg_namespace n on n.oid = c.relnamespace
    join pg_catalog.pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
    join pg_catalog.pg_type t on t.oid = a.atttypid
    where n.nspname = ${schema} and c.relkind in ('r', 'p')
    order by c.relname, a.attnum`.execute(db);
  const tables = new Map<string, TableMetadata>();
  for (const row of rows) {
    const table = tables.get(row.table) ?? { name: row.table, schema, isView: false, columns: [] };
    tables.set(row.table, {
      ...table,
      columns: [
        ...table.columns,
        {
          name: row.column,
          dataType: row.dataType,
          isNullable: row.nullable,
          isAutoIncrementing: false,
          hasDefaultValue: false,
        },
      ],
    });
  }
  const kyselyTables = [DEFAULT_MIGRATION_TABLE, DEFAULT_MIGRATION_LOCK_TABLE];
  return [...tables.values()].filter(
    (table) => options.withInternalKyselyTables || !kyselyTables.includes(table.name),
  );
}

/** An introspector that sees only `schema`, for Kysely's migrator on PostgreSQL. */
export function schemaIntrospector<DB>(db: Kysely<DB>, schema: string): DatabaseIntrospector {
  const getTables = (options?: DatabaseMetadataOptions) => schemaTables(db, schema, options);
  return {
    getSchemas: async () => {
      const { rows } = await sql<{ name: string }>`
        select nspname as name from pg_catalog.pg_namespace where nspname = ${schema}`.execute(db);
      return rows;
    },
    getTables,
    getMetadata: async (options) => ({ tables: await getTables(options) }),
  };
}

/** `db` as it is, except that its `introspection` sees only `schema`. */
export function withSchemaIntrospection<DB>(db: Kysely<DB>, schema: string): Kysely<DB> {
  const introspector = schemaIntrospector(db, schema);
  return new Proxy(db, {
    get(target, property) {
      if (property === 'introspection') return introspector;
      const value: unknown = Reflect.get(target, property, target);
      // Kysely's methods read private fields, so they must run on the real instance.
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}
