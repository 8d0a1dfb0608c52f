// npm run seed: replaces the content with the repository's fixtures (comments are kept).
import { configFromEnv } from '../config';
import { openDatabase } from '../platform/db/connect';
import { seedSite } from '../seed/seedSite';

async function main(): Promise<void> {
  const config = configFromEnv();
  const database = await openDatabase(config);
  try {
    const counts = await seedSite(database, config);
    console.log(`Seeded ${database.dialect}:`, counts);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
