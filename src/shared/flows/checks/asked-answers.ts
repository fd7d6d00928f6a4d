/** The answers a flow's screens ask, by dotted path, and the lookup of the asked answer a path lies in. */
import { answerPathIndex, flowAnswerPaths } from '../flow-answers.ts';
import type { FlowFile, StepDocument } from '../flow-types.ts';

export interface AskedAnswers {
  /** Each asked path with the screens that ask it. */
  paths: Map<string, string[]>;
  /** The asked path `path` is or lies in (a list, an object asked whole), or undefined when none asks it. */
  covering: (path: string) => string | undefined;
}

export function askedAnswers(flow: FlowFile, screens: ReadonlyMap<string, StepDocument>): AskedAnswers {
  const paths = flowAnswerPaths(flow, [...screens.values()]);
  return { paths, covering: answerPathIndex(paths.keys()) };
}
