/**
 * The questions of one step file, edited by form: label, help, type, required, limits and choices; added, removed
 * and moved with buttons (keyboard first: focus follows the question that moved).
 */
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import type { FlowProblem } from '../../shared/flows/checks/flow-problem.ts';
import type { StepDocument } from '../../shared/flows/flow-types.ts';
import {
  addQuestion,
  canMoveQuestion,
  changeQuestion,
  moveQuestion,
  removeQuestion,
} from './question-edits.ts';
import {
  type Choice,
  conditionalQuestionLabels,
  QUESTION_TYPES,
  type Question,
  type QuestionChange,
  stepQuestions,
} from './step-questions.ts';

interface QuestionEditorProps {
  document: StepDocument;
  writable: boolean;
  /** The checker's problems in this step file. */
  problems: FlowProblem[];
  onChange: (document: StepDocument) => void;
}

const LIMIT_LABELS: Partial<Record<Question['type'], [string, string]>> = {
  text: ['Fewest characters', 'Most characters'],
  dollars: ['Lowest amount (dollars)', 'Highest amount (dollars)'],
  checkboxes: ['Fewest choices ticked', 'Most choices ticked'],
  other: ['Lowest value', 'Highest value'],
};

const fieldId = (path: string, part: string) => `question-${path.replace(/[^\w-]/g, '-')}-${part}`;

/** Problems that name this question's answer name (or path). */
function problemsOf(question: Question, problems: FlowProblem[]) {
  return problems.filter((problem) =>
    [`"${question.path}"`, `"${question.key}"`].some((name) =>
      `${problem.where} ${problem.problem}`.includes(name),
    ),
  );
}

export function QuestionEditor({ document, writable, problems, onChange }: QuestionEditorProps) {
  const questions = stepQuestions(document);
  const conditional = conditionalQuestionLabels(document);
  const [focusAfter, setFocusAfter] = useState<string | null>(null);
  const list = useRef<HTMLOListElement>(null);
  useEffect(() => {
    if (!focusAfter) return;
    list.current?.ownerDocument.getElementById(focusAfter)?.focus();
    setFocusAfter(null);
  }, [focusAfter]);

  const move = (question: Question, delta: -1 | 1) => {
    const moved = moveQuestion(document, question.path, delta);
    onChange(moved);
    // Focus stays on the same button of the question that moved, or the other button when it reached an end.
    const part = canMoveQuestion(moved, question.path, delta)
      ? delta < 0
        ? 'up'
        : 'down'
      : delta < 0
        ? 'down'
        : 'up';
    setFocusAfter(fieldId(question.path, part));
  };

  return (
    <section aria-labelledby="questions-heading">
      <Typography variant="h3" id="questions-heading" sx={{ fontSize: '1.15rem', fontWeight: 600, my: 1 }}>
        Questions
      </Typography>
      {questions.length === 0 ? <Typography>This step asks no questions.</Typography> : null}
      <ol ref={list} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {questions.map((question, index) => (
          <li key={question.path}>
            <QuestionCard
              question={question}
              number={index + 1}
              writable={writable}
              problems={problemsOf(question, problems)}
              canMoveUp={canMoveQuestion(document, question.path, -1)}
              canMoveDown={canMoveQuestion(document, question.path, 1)}
              onChange={(change) => onChange(changeQuestion(document, question.path, change))}
              onMove={(delta) => move(question, delta)}
              onRemove={() => {
                onChange(removeQuestion(document, question.path));
                const neighbour = questions[index + 1] ?? questions[index - 1];
                setFocusAfter(neighbour ? fieldId(neighbour.path, 'label') : 'add-question');
              }}
            />
          </li>
        ))}
      </ol>
      {conditional.length ? (
        <Typography sx={{ mb: 2 }}>
          Also asked only when earlier answers call for them (change these in {document.id}.json):{' '}
          {conditional.join('; ')}.
        </Typography>
      ) : null}
      {writable ? (
        <Button
          id="add-question"
          variant="outlined"
          onClick={() => {
            const added = addQuestion(document);
            onChange(added.document);
            setFocusAfter(fieldId(added.path, 'label'));
          }}
        >
          Add a question
        </Button>
      ) : null}
    </section>
  );
}

interface QuestionCardProps {
  question: Question;
  number: number;
  writable: boolean;
  problems: FlowProblem[];
  canMoveUp: boolean;
  canMoveDown: boolean;
  onChange: (change: QuestionChange) => void;
  onMove: (delta: -1 | 1) => void;
  onRemove: () => void;
}

function numberOrNull(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : null;
}

function QuestionCard(props: QuestionCardProps) {
  const { question, number, writable, problems, onChange } = props;
  const id = (part: string) => fieldId(question.path, part);
  const name = question.label || question.key;
  const limits = LIMIT_LABELS[question.type];
  const [key, setKey] = useState(question.key);
  useEffect(() => setKey(question.key), [question.key]);
  const keyProblem = /^[A-Za-z][A-Za-z0-9]*$/.test(key)
    ? ''
    : 'Answer name: use letters and digits only, starting with a letter.';

  return (
    <Paper variant="outlined" component="fieldset" sx={{ p: 2, mb: 2, border: 1, borderColor: 'divider' }}>
      <legend>
        <Typography component="span" sx={{ fontWeight: 600 }}>
          Question {number}: {name}
        </Typography>
      </legend>
      <Stack spacing={2}>
        <TextField
          id={id('label')}
          label="Label"
          value={question.label}
          disabled={!writable}
          onChange={(event) => onChange({ label: event.target.value })}
          fullWidth
        />
        <TextField
          id={id('help')}
          label="Help text (optional)"
          value={question.help}
          disabled={!writable}
          onChange={(event) => onChange({ help: event.target.value })}
          multiline
          fullWidth
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            id={id('key')}
            label="Answer name"
            value={key}
            disabled={!writable}
            error={Boolean(keyProblem)}
            helperText={keyProblem || `Saved as ${[...question.group, key].join('.')}`}
            onChange={(event) => setKey(event.target.value)}
            onBlur={() => {
              if (!keyProblem && key !== question.key) onChange({ key });
            }}
          />
          <TextField
            id={id('type')}
            select
            label="Type"
            value={question.type}
            disabled={!writable || question.type === 'other'}
            helperText={
              question.type === 'other' ? 'A type the form does not edit: change it in the file.' : ' '
            }
            onChange={(event) => onChange({ type: event.target.value as Question['type'] })}
            slotProps={{ select: { native: true } }}
          >
            {question.type === 'other' ? <option value="other">Other</option> : null}
            {QUESTION_TYPES.map((each) => (
              <option key={each.type} value={each.type}>
                {each.label}
              </option>
            ))}
          </TextField>
        </Stack>
        <FormControlLabel
          control={
            <Checkbox
              id={id('required')}
              checked={question.required}
              disabled={!writable}
              onChange={(event) => onChange({ required: event.target.checked })}
            />
          }
          label="Required"
        />
        {limits ? (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              id={id('min')}
              label={limits[0]}
              type="number"
              value={question.min ?? ''}
              disabled={!writable}
              onChange={(event) => onChange({ min: numberOrNull(event.target.value) })}
            />
            <TextField
              id={id('max')}
              label={limits[1]}
              type="number"
              value={question.max ?? ''}
              disabled={!writable}
              onChange={(event) => onChange({ max: numberOrNull(event.target.value) })}
            />
          </Stack>
        ) : null}
        {question.type === 'choice' || question.type === 'checkboxes' ? (
          <ChoicesEditor
            question={question}
            writable={writable}
            onChange={(choices) => onChange({ choices })}
          />
        ) : null}
        {problems.length ? <QuestionProblems problems={problems} /> : null}
        {writable ? (
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <Button
              id={id('up')}
              disabled={!props.canMoveUp}
              onClick={() => props.onMove(-1)}
              aria-label={`Move up question ${number} (${name})`}
            >
              Move up
            </Button>
            <Button
              id={id('down')}
              disabled={!props.canMoveDown}
              onClick={() => props.onMove(1)}
              aria-label={`Move down question ${number} (${name})`}
            >
              Move down
            </Button>
            <Button color="error" onClick={props.onRemove} aria-label={`Remove question ${number} (${name})`}>
              Remove
            </Button>
          </Stack>
        ) : null}
      </Stack>
    </Paper>
  );
}

function QuestionProblems({ problems }: { problems: FlowProblem[] }) {
  return (
    <ul style={{ margin: 0, color: '#b00020' }}>
      {problems.map((problem) => (
        <li key={`${problem.line}:${problem.problem}`}>
          {problem.problem} <strong>Fix:</strong> {problem.fix}
        </li>
      ))}
    </ul>
  );
}

function ChoicesEditor({
  question,
  writable,
  onChange,
}: {
  question: Question;
  writable: boolean;
  onChange: (choices: Choice[]) => void;
}) {
  const { choices } = question;
  const set = (index: number, choice: Choice) =>
    onChange(choices.map((each, at) => (at === index ? choice : each)));
  return (
    <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
      <legend>
        <Typography component="span" sx={{ fontWeight: 600 }}>
          Choices of “{question.label || question.key}”
        </Typography>
      </legend>
      <Stack spacing={1}>
        {choices.map((choice, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a choice's value is what the product owner is typing.
          <Stack key={index} direction={{ xs: 'column', sm: 'row' }} spacing={1}>
            <TextField
              size="small"
              label={`Choice ${index + 1} label`}
              value={choice.label}
              disabled={!writable}
              onChange={(event) => set(index, { ...choice, label: event.target.value })}
            />
            <TextField
              size="small"
              label={`Choice ${index + 1} saved value`}
              value={choice.value}
              disabled={!writable}
              onChange={(event) => set(index, { ...choice, value: event.target.value })}
            />
            {writable ? (
              <Button
                onClick={() => onChange(choices.filter((_, at) => at !== index))}
                aria-label={`Remove choice ${index + 1} (${choice.label})`}
              >
                Remove
              </Button>
            ) : null}
          </Stack>
        ))}
        {writable ? (
          <Button
            sx={{ alignSelf: 'flex-start' }}
            onClick={() =>
              onChange([
                ...choices,
                { value: `choice${choices.length + 1}`, label: `Choice ${choices.length + 1}` },
              ])
            }
          >
            Add a choice
          </Button>
        ) : null}
      </Stack>
    </fieldset>
  );
}
