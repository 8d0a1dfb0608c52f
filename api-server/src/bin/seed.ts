// npm run seed: replaces the content with the repository's fixtures (comments are kept). On a database
// where staff have changed what it replaces (published copy, news, pictures, the seed's events and
// sessions), it refuses and says what they changed; npm run seed -- --force replaces them anyway.
import { configFromEnv } from '../config';
import { openDatabase } from '../platform/db/connect';
import { FORCE_FLAG, reseedReport, reseedSite } from '../seed/reseed';

const USAGE = `usage: npm run seed [-- ${FORCE_FLAG}]`;

async function main(argv: string[]): Promise<number> {
  const unknown = argv.filter((a) => a !== FORCE_FLAG);
  if (unknown.length) {
    console.error(`Unexpected "${unknown[0]}"\n${USAGE}`);
    return 2;
  }
  const config = configFromEnv();
  const database = await openDatabase(config);
  try {
    const seeded = await reseedSite(database, config, { force: argv.includes(FORCE_FLAG) });
    console.log(`Seeded ${database.dialect}:`, seeded.counts);
    for (const line of reseedReport(seeded)) console.log(line);
    return 0;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then((code) => process.exit(code), (error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
