import path from 'node:path';
import type { Logger, Plugin } from 'vite';
import { loadFlowSources, PROJECT_ROOT } from '../src/server/flows/flow-files.ts';
import { flowReportText } from '../src/shared/flows/checks/report-text.ts';
import { checkFlowSources } from '../src/shared/flows/flow-checks.ts';

/** The flow checker's verdict on the files under `root`: the list of problems as text, or undefined when none. */
export function flowProblemsText(root = PROJECT_ROOT): string | undefined {
  const report = checkFlowSources(loadFlowSources(root));
  return report.problems.length > 0 ? flowReportText({ problems: report.problems, notes: [] }) : undefined;
}

const WATCHED = ['flows', 'schemas'];

const heading = 'The flow files have problems (npm run check:flows lists the same):';

/**
 * Runs the flow checker (the same as `npm run check:flows`) as a build starts: the build fails with the list of
 * problems as one message. It runs when the build's configuration is resolved, before the bundler starts,
 * because an error raised inside the bundler reaches the terminal wrapped, with the bundler's backtrace.
 * The dev server reports problems at start and whenever a flow or step file changes, and goes on serving.
 * Vitest, which loads this configuration too, skips it: the contract tests run the checker themselves.
 */
export function flowCheck(options: { root?: string } = {}): Plugin {
  const root = options.root ?? PROJECT_ROOT;
  let logger: Logger | undefined;
  let testing = false;
  const report = (): string | undefined => {
    try {
      return flowProblemsText(root);
    } catch (error) {
      return `The flow checker could not run: ${(error as Error).message}`;
    }
  };
  // Saving a file fires several watcher events: the same verdict is told once.
  let told: string | undefined;
  const tell = (problems: string | undefined) => {
    const verdict = problems ?? 'OK';
    if (verdict === told) return;
    told = verdict;
    if (problems) logger?.error(`\n${heading}\n\n${problems}\n`, { timestamp: true });
    else logger?.info('Flow files OK.', { timestamp: true });
  };
  return {
    name: 'flow-check',
    configResolved(config) {
      logger = config.logger;
      testing = config.mode === 'test';
      if (config.command !== 'build') return;
      const problems = report();
      if (!problems) return;
      // Vite prints a failed build's error with util.inspect: the message alone, not a backtrace into the plugin.
      const error = new Error(`${heading}\n\n${problems}`);
      Object.assign(error, { [Symbol.for('nodejs.util.inspect.custom')]: () => error.message });
      throw error;
    },
    configureServer(server) {
      if (testing) return;
      const folders = WATCHED.map((folder) => path.join(root, folder));
      server.watcher.add(folders);
      tell(report());
      const recheck = (file: string) => {
        if (file.endsWith('.json') && folders.some((folder) => file.startsWith(folder))) tell(report());
      };
      for (const event of ['add', 'change', 'unlink'] as const) server.watcher.on(event, recheck);
    },
  };
}
