import { sql, type Kysely } from 'kysely';

/**
 * One error vocabulary (issue 7): a refused mutation's code 'invalid' is now 'validation', the code the REST
 * answers always used. A retried push answers from the log, so the logged codes must be of the closed set too.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`update mutation_log set error = replace(error, '"code":"invalid"', '"code":"validation"') where status = 'rejected'`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`update mutation_log set error = replace(error, '"code":"validation"', '"code":"invalid"') where status = 'rejected'`.execute(
    db,
  );
}
