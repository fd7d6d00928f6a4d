import { createContext, type ReactNode, useContext } from 'react';
import type { RuntimeConfig } from '../runtime-config.ts';

const RuntimeConfigContext = createContext<RuntimeConfig | null>(null);

/** The validated `/config.json`, for the parts of the shell that need it below the root. */
export function RuntimeConfigProvider({ config, children }: { config: RuntimeConfig; children: ReactNode }) {
  return <RuntimeConfigContext.Provider value={config}>{children}</RuntimeConfigContext.Provider>;
}

export function useRuntimeConfig(): RuntimeConfig {
  const config = useContext(RuntimeConfigContext);
  if (!config) throw new Error('useRuntimeConfig must be used inside <RuntimeConfigProvider>.');
  return config;
}
