import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import type { SimulatorScenario } from '../../shared/simulator-scenario.ts';
import { describeHttpError } from '../api/http.ts';
import { fetchSimulatorScenario, refusedField, saveSimulatorScenario } from '../api/simulator-api.ts';
import { TextField } from '../components/text-field.tsx';
import {
  type AnswerName,
  answerNamed,
  answersOf,
  type SimulatorAnswers,
  scenarioOf,
} from './simulator-answers.ts';

const BY_NAME = 'As the last name decides';
const DOWN = 'Service unavailable (HTTP 502)';

const CHOICES: Record<Exclude<AnswerName, 'score' | 'avmValue'>, [string, string][]> = {
  file: [
    ['', BY_NAME],
    ['ok', 'Scored'],
    ['thin', 'Thin: no score'],
    ['frozen', 'Frozen'],
    ['unavailable', 'Bureau unavailable (HTTP 502)'],
  ],
  avm: [
    ['', 'As the street number decides'],
    ['value', 'This value'],
    ['noValue', 'No value: the borrower is asked'],
    ['unavailable', DOWN],
  ],
  identity: [
    ['', BY_NAME],
    ['pass', 'Passes'],
    ['fail', 'Fails'],
    ['retry', 'Asks to try again once'],
    ['unavailable', DOWN],
  ],
  income: [
    ['', BY_NAME],
    ['pass', 'Passes'],
    ['fail', 'No payroll connection found'],
    ['unavailable', DOWN],
  ],
};

const queryKey = (appId: string) => ['simulator-scenario', appId];

function AnswerFields({
  http,
  appId,
  saved,
}: {
  http: AxiosInstance;
  appId: string;
  saved: SimulatorScenario;
}) {
  const queries = useQueryClient();
  const [answers, setAnswers] = useState<SimulatorAnswers>(() => answersOf(saved));
  const [errors, setErrors] = useState<Partial<Record<AnswerName, string>>>({});
  const [outcome, setOutcome] = useState<{ saved: boolean; text: string } | null>(null);
  const [saving, setSaving] = useState(false);

  const field = (name: AnswerName, label: string, extra: { select?: boolean; help?: string } = {}) => (
    <TextField
      select={extra.select}
      name={name}
      label={label}
      value={answers[name]}
      onChange={(event) => setAnswers({ ...answers, [name]: event.target.value })}
      error={Boolean(errors[name])}
      helperText={errors[name] ?? extra.help}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: extra.select ? {} : { inputMode: 'numeric' } }}
    >
      {extra.select && name in CHOICES
        ? CHOICES[name as keyof typeof CHOICES].map(([value, words]) => (
            <option key={value} value={value}>
              {words}
            </option>
          ))
        : null}
    </TextField>
  );

  async function save(event: FormEvent) {
    event.preventDefault();
    setOutcome(null);
    const built = scenarioOf(answers, saved);
    if ('problem' in built) {
      setErrors({ [built.problem.field]: built.problem.message });
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      queries.setQueryData(queryKey(appId), await saveSimulatorScenario(http, appId, built.scenario));
      setOutcome({ saved: true, text: `Saved: the simulators answer so for application ${appId}.` });
    } catch (error) {
      const refused = refusedField(error);
      const name = refused && answerNamed(refused.field);
      if (name) setErrors({ [name]: refused.message });
      setOutcome({ saved: false, text: `Not saved. ${refused?.message ?? describeHttpError(error)}` });
    } finally {
      setSaving(false);
    }
  }

  const debts = saved.credit?.tradelines?.length ?? 0;
  return (
    <Box component="form" noValidate onSubmit={save} sx={{ display: 'grid', gap: 2, justifyItems: 'start' }}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, width: '100%' }}>
        {field('file', 'Credit file', { select: true })}
        {field('score', 'Credit score', { help: '300 to 850, for a scored file; empty: from the name' })}
        {field('avm', 'Valuation (AVM)', { select: true })}
        {answers.avm === 'value' ? field('avmValue', 'AVM value (whole dollars)') : null}
        {field('identity', 'Identity verification', { select: true })}
        {field('income', 'Income verification', { select: true })}
      </Box>
      {debts > 0 ? (
        <Typography variant="body2" color="text.secondary">
          Debts chosen through the API ({debts}) stay on a scored or thin credit file.
        </Typography>
      ) : null}
      <Button type="submit" variant="contained" disabled={saving}>
        Save simulator answers
      </Button>
      <Typography role="status" variant="body2">
        {outcome?.saved ? outcome.text : ''}
      </Typography>
      {outcome && !outcome.saved ? (
        <Alert severity="error" role="alert">
          {outcome.text}
        </Alert>
      ) : null}
    </Box>
  );
}

/**
 * The tester page's "Simulator answers": what the simulated vendors answer for the current application (README
 * "Choosing what the simulators answer"), read and saved through the scenario route.
 */
export function SimulatorAnswersForm({ http, appId }: { http: AxiosInstance; appId: string | null }) {
  const headingId = useId();
  const scenario = useQuery({
    queryKey: queryKey(appId ?? ''),
    queryFn: () => fetchSimulatorScenario(http, appId as string),
    enabled: Boolean(appId),
    retry: false,
  });
  let content: ReactNode;
  if (!appId) {
    content = (
      <Typography>Open this page with an application (appId in the address) to choose them.</Typography>
    );
  } else if (scenario.isPending) content = <Typography>Reading the simulator answers…</Typography>;
  else if (scenario.isError) {
    content = (
      <Alert severity="error" role="alert">
        We could not read the simulator answers. {describeHttpError(scenario.error)}
      </Alert>
    );
  } else if (scenario.data === null) {
    content = (
      <Typography>
        Not available for this application: this server simulates no vendor, or the application is not yours.
      </Typography>
    );
  } else content = <AnswerFields key={appId} http={http} appId={appId} saved={scenario.data} />;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ display: 'grid', gap: 1.5 }}>
      <Typography variant="h6" component="h2" id={headingId}>
        Simulator answers
      </Typography>
      <Typography color="text.secondary">
        What the simulated credit bureau, valuation model and verification service answer for this
        application, over their trigger values. Choose them before the step that asks: the valuation is asked
        once per application.
      </Typography>
      {content}
    </Box>
  );
}
