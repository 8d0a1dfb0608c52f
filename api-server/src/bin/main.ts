import { configFromEnv } from '../config';
import { startServer } from '../server';
import { SIMULATOR_WARNING } from '../wechat/simulator';

async function main(): Promise<void> {
  const config = configFromEnv();
  const { app } = await startServer(config);
  await app.listen({ port: config.port, host: config.host });
  console.log(`Site running at http://localhost:${config.port}/${config.development ? ' (development)' : ''}`);
  if (config.wechat?.simulator) console.warn(`WARNING: ${SIMULATOR_WARNING}`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void app.close().then(() => process.exit(0));
    });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
