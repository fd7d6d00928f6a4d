import {
  SCENARIO_PARTS,
  type ScenarioPart,
  type SimulatorScenario,
} from '../../shared/simulator-scenario.ts';
import type { Config } from '../config.ts';

/** The scenario parts this server's simulators answer: a vendor configured as `http` is not simulated here. */
export function simulatedParts(providers: Config['providers']): ScenarioPart[] {
  const simulated = (kind: string) => kind === 'simulator';
  return SCENARIO_PARTS.filter((part) =>
    part === 'credit'
      ? simulated(providers.credit.kind)
      : part === 'avm'
        ? simulated(providers.avm.kind)
        : simulated(providers.verification.kind),
  );
}

export interface ScenarioProblem {
  field: string;
  message: string;
}

/**
 * What the schema (schemas/api/simulator-scenario.schema.json) cannot say in plain words: a part for a vendor
 * that is not simulated, and the combinations a bureau or a valuation model never answers.
 */
export function scenarioProblem(
  scenario: SimulatorScenario,
  simulated: readonly ScenarioPart[],
): ScenarioProblem | undefined {
  for (const part of SCENARIO_PARTS) {
    if (scenario[part] !== undefined && !simulated.includes(part)) {
      return { field: part, message: `${part} is not simulated on this server` };
    }
  }
  const { credit, avm } = scenario;
  if (avm && 'value' in avm === 'result' in avm) {
    return { field: 'avm', message: 'avm needs either a value (whole dollars) or a result, not both' };
  }
  const file = credit?.file ?? 'ok';
  if (credit?.score !== undefined && file !== 'ok') {
    return {
      field: 'credit.score',
      message: `credit.score can only be given with file ok: a ${file} file has no score`,
    };
  }
  if (credit?.tradelines && (file === 'frozen' || file === 'unavailable')) {
    return {
      field: 'credit.tradelines',
      message: `credit.tradelines can only be given with file ok or thin: a ${file} file shows no debts`,
    };
  }
  const index = credit?.tradelines?.findIndex(
    (line) => line.limit !== undefined && line.type !== 'HELOC' && line.type !== 'Revolving',
  );
  if (index !== undefined && index >= 0) {
    const field = `credit.tradelines.${index}.limit`;
    return { field, message: `${field} is only for a HELOC or Revolving line` };
  }
  return undefined;
}
