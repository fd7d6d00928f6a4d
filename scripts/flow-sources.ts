// The flow checker's sources as on disk, for scripts and tests: the loader lives in src/server/flows/flow-files.ts.
export { loadFlowSources, PROJECT_ROOT as ROOT } from '../src/server/flows/flow-files.ts';
