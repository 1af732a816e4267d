import { sql, type Kysely } from 'kysely';

/**
 * Every entity of the product spec (§3). Portable on purpose: text ids, ISO-8601 text timestamps set by the
 * application, integer 0/1 booleans and CHECK constraints that SQLite and Postgres both accept, so the Postgres
 * dialect can run these same files. Names are snake_case here; the app sees camelCase through the CamelCasePlugin.
 * Never edit a migration that has shipped: add a new one.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // "user" is a reserved word in Postgres; Kysely always quotes identifiers, so the spec's name can stay.
  await db.schema
    .createTable('user')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('email', 'text', (col) => col.notNull().unique())
    .addColumn('password_hash', 'text', (col) => col.notNull())
    .addColumn('first_name', 'text')
    .addColumn('last_name', 'text')
    .addColumn('email_verified', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('verification_token', 'text')
    .addColumn('profile_image_url', 'text')
    .addColumn('is_admin', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('pending_email', 'text')
    .addColumn('email_change_token', 'text')
    .addColumn('password_reset_token', 'text')
    .addColumn('password_reset_expiry', 'text')
    .addColumn('last_login_at', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    // Emails are stored lower-cased so the unique constraint is case-insensitive; this guards the ASCII part of that.
    .addCheckConstraint('user_email_lowercase', sql`email = lower(email)`)
    .addCheckConstraint('user_email_verified_bool', sql`email_verified in (0, 1)`)
    .addCheckConstraint('user_is_admin_bool', sql`is_admin in (0, 1)`)
    .execute();

  await db.schema
    .createTable('session')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('session_user_id').on('session').column('user_id').execute();
  await db.schema.createIndex('session_expires_at').on('session').column('expires_at').execute();

  await db.schema
    .createTable('paint')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('brand', 'text', (col) => col.notNull())
    .addColumn('color', 'text', (col) => col.notNull())
    .addColumn('type', 'text', (col) => col.notNull())
    .addColumn('range', 'text')
    .addColumn('quantity', 'integer', (col) => col.notNull().defaultTo(100))
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('in_stock'))
    .addColumn('is_wishlist', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('priority', 'text', (col) => col.notNull().defaultTo('medium'))
    .addColumn('notes', 'text')
    // null for the shared catalog; a user's paints go with the user.
    .addColumn('user_id', 'text', (col) => col.references('user.id').onDelete('cascade'))
    .addColumn('catalog_hash', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addCheckConstraint('paint_quantity_not_negative', sql`quantity >= 0`)
    .addCheckConstraint('paint_status_known', sql`status in ('in_stock', 'wishlist', 'custom')`)
    .addCheckConstraint('paint_is_wishlist_bool', sql`is_wishlist in (0, 1)`)
    .addCheckConstraint('paint_priority_known', sql`priority in ('high', 'medium', 'low')`)
    .addCheckConstraint('paint_color_hex', sql`length(color) = 7 and substr(color, 1, 1) = '#'`)
    .execute();
  await db.schema.createIndex('paint_user_id').on('paint').column('user_id').execute();

  await db.schema
    .createTable('project')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('description', 'text')
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('active'))
    .addColumn('image_url', 'text')
    .addColumn('user_id', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('project_user_id').on('project').column('user_id').execute();

  await db.schema
    .createTable('project_paint')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('project_id', 'text', (col) => col.notNull().references('project.id').onDelete('cascade'))
    .addColumn('paint_id', 'text', (col) => col.notNull().references('paint.id').onDelete('cascade'))
    .addColumn('part_name', 'text', (col) => col.notNull())
    .addColumn('technique', 'text')
    .addColumn('usage_notes', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('project_paint_project_id').on('project_paint').column('project_id').execute();
  await db.schema.createIndex('project_paint_paint_id').on('project_paint').column('paint_id').execute();

  await db.schema
    .createTable('feedback')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
    .addColumn('type', 'varchar(50)', (col) => col.notNull().defaultTo('general'))
    .addColumn('subject', 'varchar(255)', (col) => col.notNull())
    .addColumn('message', 'text', (col) => col.notNull())
    .addColumn('status', 'varchar(20)', (col) => col.notNull().defaultTo('open'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    // SQLite ignores varchar lengths, so the limits of the spec are checked explicitly.
    .addCheckConstraint('feedback_type_known', sql`type in ('general', 'feature', 'bug')`)
    .addCheckConstraint('feedback_subject_length', sql`length(subject) <= 255`)
    .addCheckConstraint('feedback_status_length', sql`length(status) <= 20`)
    .execute();
  await db.schema.createIndex('feedback_user_id').on('feedback').column('user_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['feedback', 'project_paint', 'project', 'paint', 'session', 'user']) {
    await db.schema.dropTable(table).execute();
  }
}
