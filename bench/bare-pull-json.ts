/**
 * The pull baselines' one statement (issue 22: "a bare route selecting the same rows as JSON"): a painter's paint
 * rows after a version, in version order, written as one JSON array by the database. Every column as it is: no
 * protocol envelope, no boolean mapping, no other entity; the floor of letting the database write the answer.
 * `?` parameters: the user, then the version after which rows are sent.
 */
const columns = [
  'id',
  'name',
  'brand',
  'color',
  'type',
  'range',
  'catalog_id',
  'quantity',
  'status',
  'is_wishlist',
  'running_low',
  'priority',
  'notes',
  'created_at',
  'updated_at',
  'deleted_at',
  'version',
];

export function barePullJsonSql(dialect: 'sqlite' | 'postgres'): string {
  const fields = columns.map((column) => `'${column}', ${column}`).join(', ');
  return dialect === 'sqlite'
    ? `select coalesce(json_group_array(json_object(${fields}) order by version, id), '[]') as patch
       from paint where user_id = ? and version > ?`
    : `select coalesce(json_agg(json_build_object(${fields}) order by version, id), '[]'::json)::text as patch
       from paint where user_id = ? and version > ?`;
}
