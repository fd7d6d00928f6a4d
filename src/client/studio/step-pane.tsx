/**
 * One step of the open flow: its questions (by form), where it goes next, and the preview beside them on wide
 * screens (stacked on phones). Problems the checker finds in its files are listed at the top, each with its fix.
 */
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useAtomValue, useSetAtom } from 'jotai';
import type { FlowProblem } from '../../shared/flows/checks/flow-problem.ts';
import { type FlowFile, isScreen } from '../../shared/flows/flow-types.ts';
import { FieldProblems } from './field-problems.tsx';
import { nextRoutes, setNextRoutes, stepFileOf } from './flow-edits.ts';
import { NextEditor } from './next-editor.tsx';
import { StepPreview } from './preview/step-preview.tsx';
import { QuestionEditor } from './question-editor.tsx';
import { stepQuestions } from './step-questions.ts';
import { previewAnswersAtom, stepDocumentsAtom } from './studio-state.ts';
import { useStudioFiles } from './use-studio-files.ts';

interface StepPaneProps {
  flowFile: string;
  flow: FlowFile;
  path: string;
  writable: boolean;
  /** The checker's problems about this step (its flow entry and its step file). */
  problems: FlowProblem[];
}

export function StepPane({ flowFile, flow, path, writable, problems }: StepPaneProps) {
  const documents = useAtomValue(stepDocumentsAtom);
  const preview = useAtomValue(previewAnswersAtom);
  const setPreview = useSetAtom(previewAnswersAtom);
  const files = useStudioFiles();
  const step = flow.steps.find((each) => each.path === path);
  if (!step) return <Typography>The flow has no step “{path}”.</Typography>;
  if (!isScreen(step))
    return (
      <Box>
        <Typography variant="h2" sx={{ fontSize: '1.4rem', fontWeight: 600 }}>
          Step “{path}”
        </Typography>
        <Typography>This address sends the borrower on to “{step.to}”.</Typography>
        <FieldProblems problems={problems} />
      </Box>
    );
  const stepFile = stepFileOf(step.screen);
  const document = documents.get(step.screen);
  const flowProblemsHere = problems.filter((problem) => problem.file === flowFile);
  const fileProblems = problems.filter((problem) => problem.file === stepFile);
  const questionNames = document ? stepQuestions(document).flatMap((q) => [`"${q.path}"`, `"${q.key}"`]) : [];
  const unplaced = fileProblems.filter(
    (problem) => !questionNames.some((name) => `${problem.where} ${problem.problem}`.includes(name)),
  );
  const answers = flow.steps.flatMap((each) => {
    const asked = isScreen(each) ? documents.get(each.screen) : undefined;
    return asked ? stepQuestions(asked).map((question) => question.path) : [];
  });

  return (
    <Box>
      <Typography variant="h2" sx={{ fontSize: '1.4rem', fontWeight: 600 }}>
        Step “{path}”
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 2, wordBreak: 'break-all' }}>
        Screen file {stepFile}
      </Typography>
      <FieldProblems problems={[...flowProblemsHere, ...unplaced]} />
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) minmax(0, 1fr)' },
          alignItems: 'start',
        }}
      >
        <Stack spacing={3}>
          {document ? (
            <>
              <TextField
                label="Step title"
                value={document.title}
                disabled={!writable}
                onChange={(event) =>
                  files.change(stepFile, document, { ...document, title: event.target.value })
                }
                fullWidth
              />
              <QuestionEditor
                document={document}
                writable={writable}
                problems={fileProblems}
                onChange={(changed) => files.change(stepFile, document, changed)}
              />
            </>
          ) : (
            <Typography>
              {stepFile} cannot be read as a step (see its problems above), so its questions cannot be edited
              here.
            </Typography>
          )}
          <NextEditor
            stepPath={path}
            routes={nextRoutes(step.next)}
            paths={flow.steps.map((each) => each.path)}
            answers={[...new Set(answers)]}
            writable={writable}
            onChange={(routes) => files.change(flowFile, flow, setNextRoutes(flow, path, routes))}
          />
        </Stack>
        {document ? (
          <Box sx={{ position: { lg: 'sticky' }, top: { lg: 16 } }}>
            <StepPreview
              document={document}
              answers={preview?.step === path ? preview.answers : {}}
              onAnswersChange={(answersNow) => setPreview({ step: path, answers: answersNow })}
            />
          </Box>
        ) : null}
      </Box>
    </Box>
  );
}
