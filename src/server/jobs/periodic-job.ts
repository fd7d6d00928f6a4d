import type { FastifyInstance } from 'fastify';

/**
 * Runs `job` every `intervalSeconds` (0: never) until the server closes, one run at a time on this instance. A run
 * that fails is logged and tried again at the next interval; the server keeps running. Jobs must be safe to run on
 * several instances at once (each instance runs its own).
 */
export function startPeriodicJob(
  app: FastifyInstance,
  name: string,
  intervalSeconds: number,
  job: () => Promise<void>,
): void {
  if (intervalSeconds === 0) return;
  let running = false;
  const timer = setInterval(async () => {
    if (running) return;
    running = true;
    try {
      await job();
    } catch (error) {
      app.log.error({ err: (error as Error).message }, `${name} failed; tried again at the next interval`);
    } finally {
      running = false;
    }
  }, intervalSeconds * 1000);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
