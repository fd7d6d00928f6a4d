/**
 * Where a step goes next: its routes in order, each to a step, the first whose condition holds wins (a route
 * without a condition always holds). Simple conditions (one answer compared with a value) by form; combined ones
 * (all / any / not) as their JSON.
 */
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import type { Condition } from '../../shared/flows/flow-types.ts';
import type { NextRoute } from './flow-edits.ts';

type Simple = Extract<Condition, { field: string }>;
const TESTS = [
  { test: 'equals', label: 'is' },
  { test: 'notEquals', label: 'is not' },
  { test: 'in', label: 'is one of (separate with commas)' },
  { test: 'exists', label: 'is answered (yes / no)' },
  { test: 'atLeast', label: 'is at least' },
  { test: 'below', label: 'is below' },
] as const;
type Test = (typeof TESTS)[number]['test'];

function testOf(condition: Simple): Test {
  return TESTS.find(({ test }) => test in condition)?.test ?? 'equals';
}

/** A typed value in words to JSON: true/false and numbers as themselves, anything else as text. */
function typedValue(text: string): unknown {
  const trimmed = text.trim();
  if (trimmed === 'true' || trimmed === 'yes') return true;
  if (trimmed === 'false' || trimmed === 'no') return false;
  if (trimmed !== '' && Number.isFinite(Number(trimmed))) return Number(trimmed);
  return trimmed;
}

function textOf(value: unknown): string {
  if (Array.isArray(value)) return value.map(textOf).join(', ');
  return value === undefined ? '' : String(value);
}

function simpleCondition(field: string, test: Test, text: string): Simple {
  switch (test) {
    case 'in':
      return { field, in: text.split(',').map((part) => typedValue(part)) };
    case 'exists':
      return { field, exists: typedValue(text) !== false };
    case 'atLeast':
      return { field, atLeast: Number(text) || 0 };
    case 'below':
      return { field, below: Number(text) || 0 };
    default:
      return { field, [test]: typedValue(text) };
  }
}

interface NextEditorProps {
  stepPath: string;
  routes: NextRoute[];
  /** The flow's step paths, offered as targets. */
  paths: string[];
  /** The answer paths the flow asks, offered for conditions. */
  answers: string[];
  writable: boolean;
  onChange: (routes: NextRoute[]) => void;
}

export function NextEditor({ stepPath, routes, paths, answers, writable, onChange }: NextEditorProps) {
  const set = (index: number, route: NextRoute) =>
    onChange(routes.map((each, at) => (at === index ? route : each)));
  return (
    <section aria-labelledby="next-heading">
      <Typography variant="h3" id="next-heading" sx={{ fontSize: '1.15rem', fontWeight: 600, my: 1 }}>
        Next step
      </Typography>
      <Typography sx={{ mb: 1 }}>
        {routes.length === 0
          ? `“${stepPath}” leads nowhere: it ends the flow.`
          : 'The first route whose condition holds is taken.'}
      </Typography>
      <datalist id="studio-step-paths">
        {paths.map((path) => (
          <option key={path} value={path} />
        ))}
      </datalist>
      <datalist id="studio-answer-paths">
        {answers.map((path) => (
          <option key={path} value={path} />
        ))}
      </datalist>
      <ol style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {routes.map((route, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: routes have no identity but their place.
          <li key={index}>
            <RouteCard
              index={index}
              route={route}
              writable={writable}
              onChange={(changed) => set(index, changed)}
              onRemove={() => onChange(routes.filter((_, at) => at !== index))}
            />
          </li>
        ))}
      </ol>
      {writable ? (
        <Button variant="outlined" onClick={() => onChange([...routes, { to: '' }])}>
          Add a route
        </Button>
      ) : null}
    </section>
  );
}

type Kind = 'always' | 'simple' | 'json';

function RouteCard({
  index,
  route,
  writable,
  onChange,
  onRemove,
}: {
  index: number;
  route: NextRoute;
  writable: boolean;
  onChange: (route: NextRoute) => void;
  onRemove: () => void;
}) {
  const number = index + 1;
  const kind: Kind = !route.when ? 'always' : 'field' in route.when ? 'simple' : 'json';
  const simple = route.when && 'field' in route.when ? route.when : undefined;
  const [json, setJson] = useState(() => JSON.stringify(route.when ?? {}, null, 2));
  const [jsonError, setJsonError] = useState('');
  useEffect(() => {
    if (kind === 'json') setJson(JSON.stringify(route.when, null, 2));
  }, [kind, route.when]);
  const test = simple ? testOf(simple) : 'equals';
  const value = simple ? textOf((simple as Record<string, unknown>)[test]) : '';
  const setKind = (next: Kind) => {
    if (next === 'always') onChange({ to: route.to });
    if (next === 'simple') onChange({ to: route.to, when: { field: '', equals: '' } });
    if (next === 'json')
      onChange({ to: route.to, when: { all: [route.when ?? { field: '', exists: true }] } });
  };
  return (
    <Paper variant="outlined" component="fieldset" sx={{ p: 2, mb: 2, border: 1, borderColor: 'divider' }}>
      <legend>
        <Typography component="span" sx={{ fontWeight: 600 }}>
          Route {number}
        </Typography>
      </legend>
      <Stack spacing={2}>
        <TextField
          label={`Route ${number}: go to step`}
          value={route.to}
          disabled={!writable}
          onChange={(event) => onChange({ ...route, to: event.target.value })}
          slotProps={{ htmlInput: { list: 'studio-step-paths' } }}
        />
        <TextField
          select
          label={`Route ${number}: when`}
          value={kind}
          disabled={!writable}
          onChange={(event) => setKind(event.target.value as Kind)}
          slotProps={{ select: { native: true } }}
        >
          <option value="always">Always</option>
          <option value="simple">When an answer…</option>
          <option value="json">When a combined condition (JSON) holds</option>
        </TextField>
        {simple ? (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
            <TextField
              label={`Route ${number}: answer`}
              value={simple.field}
              disabled={!writable}
              onChange={(event) =>
                onChange({ ...route, when: simpleCondition(event.target.value, test, value) })
              }
              slotProps={{ htmlInput: { list: 'studio-answer-paths' } }}
            />
            <TextField
              select
              label={`Route ${number}: test`}
              value={test}
              disabled={!writable}
              onChange={(event) =>
                onChange({ ...route, when: simpleCondition(simple.field, event.target.value as Test, value) })
              }
              slotProps={{ select: { native: true } }}
            >
              {TESTS.map((each) => (
                <option key={each.test} value={each.test}>
                  {each.label}
                </option>
              ))}
            </TextField>
            <TextField
              label={`Route ${number}: value`}
              value={value}
              disabled={!writable}
              onChange={(event) =>
                onChange({ ...route, when: simpleCondition(simple.field, test, event.target.value) })
              }
            />
          </Stack>
        ) : null}
        {kind === 'json' ? (
          <TextField
            label={`Route ${number}: condition (JSON)`}
            value={json}
            disabled={!writable}
            multiline
            minRows={3}
            error={Boolean(jsonError)}
            helperText={jsonError || 'all / any / not of conditions, each { "field": …, "equals": … }.'}
            onChange={(event) => {
              setJson(event.target.value);
              try {
                onChange({ ...route, when: JSON.parse(event.target.value) as Condition });
                setJsonError('');
              } catch (error) {
                setJsonError(`Route ${number}'s condition is not valid JSON: ${(error as Error).message}`);
              }
            }}
            slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace' } } }}
          />
        ) : null}
        {writable ? (
          <Button
            color="error"
            sx={{ alignSelf: 'flex-start' }}
            onClick={onRemove}
            aria-label={`Remove route ${number}`}
          >
            Remove
          </Button>
        ) : null}
      </Stack>
    </Paper>
  );
}
