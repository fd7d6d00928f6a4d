/** What a case's test tells the case report (tests/support/case-report.ts) beside passing or failing. */
export interface CaseMeta {
  kind: 'valid' | 'invalid' | 'journey' | 'working' | 'file' | 'coverage';
  flow: string;
  step: string;
  name: string;
  file: string;
  expected?: string;
  got?: string;
}

declare module 'vitest' {
  interface TaskMeta {
    case?: CaseMeta;
  }
}
