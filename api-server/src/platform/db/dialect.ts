/** The two databases the server runs on: SQLite (one machine) and PostgreSQL (several). */
export type Dialect = 'sqlite' | 'postgres';
