// The grades an information session is for, as two codes of shared-api's grade scale ('PK', 'K', '1'
// to '12'), so the sign-up form can tell a family which sessions suit its child's grade. The audience
// stays the office's words; both null is a session for every grade (every session before this one).
// One column a statement: SQLite adds no two in one ALTER TABLE.
import type { Kysely, Migration } from 'kysely';

export const m018: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('info_session').addColumn('grade_from', 'varchar(2)').execute();
    await db.schema.alterTable('info_session').addColumn('grade_to', 'varchar(2)').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('info_session').dropColumn('grade_to').execute();
    await db.schema.alterTable('info_session').dropColumn('grade_from').execute();
  },
};
