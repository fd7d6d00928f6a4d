import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.ts';
import { loadProviderCompany } from './config/provider-company.ts';
import { ConfigError, loadConfig } from './config.ts';
import { checkFlowFilesAtStart, FlowFilesError } from './flows/flow-start-check.ts';
import { loadRateSheet } from './pricing/rate-sheet-loader.ts';
import { unsharedRateLimitWarning } from './security/rate-limit/rate-limit-stores.ts';
import { prepareRuntime } from './start.ts';

const DIST_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../dist');

async function main(): Promise<void> {
  const config = loadConfig();
  const flowNotes = checkFlowFilesAtStart();
  if (process.argv.includes('--check')) {
    loadProviderCompany(config.providerConfigFile);
    loadRateSheet(config.rateSheetFile);
    if (flowNotes) console.log(flowNotes);
    console.log('Configuration OK');
    return;
  }
  const runtime = await prepareRuntime(config);
  const app = await buildApp({ config, ...runtime, distDir: DIST_DIR });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: no new connections, finishing requests in flight');
    const forced = setTimeout(() => {
      app.log.error('shutdown took longer than 10 s; exiting');
      process.exit(1);
    }, 10_000);
    forced.unref();
    try {
      await app.close();
      await runtime.db.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    { url: config.publicUrl, database: runtime.db.kind, identity: config.identity.mode },
    `ready: open ${config.publicUrl}/${runtime.provider.nmlsId}/login`,
  );
  const rateLimitWarning = unsharedRateLimitWarning(config, runtime.db.kind);
  if (rateLimitWarning) app.log.warn(rateLimitWarning);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof FlowFilesError) {
    console.error(error.message);
    process.exit(78);
  }
  console.error('Start-up failed:', error);
  process.exit(1);
});
