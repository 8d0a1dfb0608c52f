import { configFromEnv } from '../config';
import { seedSite } from '../seed/seedSite';
import { startServer, stopGracefully } from '../server';
import { serveMetrics } from '../platform/metrics';
import { SIMULATOR_WARNING } from '../modules/wechat/simulator';

async function main(): Promise<void> {
  const config = configFromEnv();
  // A first start fills the empty database with the seeded site.
  const { app } = await startServer(config, {}, seedSite);
  await app.listen({ port: config.port, host: config.host });
  console.log(`Site running at http://localhost:${config.port}/${config.development ? ' (development)' : ''}`);
  // The metrics on a port of their own (METRICS_PORT): not on the site's, where visitors could read them.
  const metricsServer = app.metrics && config.metrics ? await serveMetrics(app.metrics, config.metrics.port, config.metrics.host) : undefined;
  if (metricsServer) console.log(`Metrics at http://${metricsServer.address.address}:${metricsServer.address.port}/metrics`);
  // What /readyz would say, said once at the start: an instance that cannot serve the site says why.
  const ready = await app.inject({ url: '/readyz' });
  if (ready.statusCode !== 200) console.warn(`WARNING: ${(ready.json() as { message: string }).message}`);
  if (config.wechat?.simulator) console.warn(`WARNING: ${SIMULATOR_WARNING}`);
  if (!config.mail.smtpUrl) console.warn('WARNING: SMTP_URL is not set: e-mails to families and the admissions digest wait in the outbox (the staff page lists them) and are not sent');
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      metricsServer?.server.close();
      stopGracefully(app, config.stopGraceMs).then(() => process.exit(0), (error: unknown) => {
        console.error(error);
        process.exit(1);
      });
    });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
