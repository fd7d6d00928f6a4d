/**
 * PLACEHOLDER for the cases panel (another engineer builds the real one at this path with these props: the flow's
 * case files, their runs, picking a case's answers into the preview). Here: the case files of the flow by name.
 */
import type { FlowFile, StepDocument } from '../../../shared/flows/flow-types.ts';
import type { StudioTextFile } from '../../../shared/studio/studio-contract.ts';

export interface CasesPanelProps {
  flowType: string;
  flow: FlowFile;
  documents: ReadonlyMap<string, StepDocument>;
  caseFiles: StudioTextFile[];
  writable: boolean;
  previewAnswers?: { step: string; answers: unknown };
  onCaseFileChange: (file: StudioTextFile) => void;
  onPickAnswers: (step: string, answers: unknown) => void;
}

export function CasesPanel({ flowType, caseFiles }: CasesPanelProps) {
  const mine = caseFiles.filter((each) => each.file.startsWith(`tests/cases/${flowType}/`));
  return (
    <section aria-label={`Cases of ${flowType}`}>
      <p>{mine.length} case files</p>
      <ul>
        {mine.map((each) => (
          <li key={each.file}>{each.file}</li>
        ))}
      </ul>
    </section>
  );
}
