/**
 * "Review and save": every unsaved file's diff, then one PUT of them all. The server checks again and formats;
 * its refusal (422: the problems), a conflict (409: changed on disk since the studio read it) or its success (the
 * texts it wrote replace the working ones) is shown here.
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useQueryClient } from '@tanstack/react-query';
import { useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';
import { parseJsonText } from '../../shared/flows/checks/json-text.ts';
import type { StudioSaved, StudioSources } from '../../shared/studio/studio-contract.ts';
import { useHttpClient } from '../api/api-provider.tsx';
import { FieldProblems } from './field-problems.tsx';
import { FileDiff } from './file-diff.tsx';
import {
  fetchStudioSources,
  type SaveOutcome,
  STUDIO_SOURCES_KEY,
  useSaveStudioFiles,
  useStudioSignedIn,
} from './studio-api.ts';
import {
  checkCurrentAtom,
  filesWithProblemsAtom,
  studioSourcesAtom,
  type UnsavedFile,
  unsavedFilesAtom,
  workingTextsAtom,
} from './studio-state.ts';

/** The sources after a save: the written texts (as the server formatted them) replace the read ones. */
export function afterSave(sources: StudioSources, saved: StudioSaved): StudioSources {
  const written = new Map(saved.files.map((each) => [each.file, each.text]));
  const gone = new Set(saved.removed);
  const merge = (files: StudioSources['checker']['flows'], dir: string) => {
    const kept = files
      .filter((source) => !gone.has(source.file))
      .map((source) => {
        const text = written.get(source.file);
        return text === undefined ? source : parseJsonText(source.file, text);
      });
    const known = new Set(files.map((source) => source.file));
    const added = saved.files
      .filter((each) => each.file.startsWith(`${dir}/`) && !known.has(each.file))
      .map((each) => parseJsonText(each.file, each.text));
    return [...kept, ...added].sort((a, b) => a.file.localeCompare(b.file));
  };
  const knownCases = new Set(sources.cases.map((each) => each.file));
  const versions = { ...sources.versions, ...saved.versions };
  for (const file of gone) delete versions[file];
  return {
    ...sources,
    checker: {
      ...sources.checker,
      flows: merge(sources.checker.flows, 'flows'),
      steps: merge(sources.checker.steps, 'schemas/steps'),
    },
    cases: [
      ...sources.cases
        .filter((each) => !gone.has(each.file))
        .map((each) => ({ file: each.file, text: written.get(each.file) ?? each.text })),
      ...saved.files.filter((each) => each.file.startsWith('tests/cases/') && !knownCases.has(each.file)),
    ],
    versions,
  };
}

function saveRequest(unsaved: UnsavedFile[], versions: Record<string, string>) {
  const files = unsaved.flatMap(({ file, after }) => (after === null ? [] : [{ file, text: after }]));
  const remove = unsaved
    .filter(({ before, after }) => after === null && before !== null)
    .map(({ file }) => file);
  const base = Object.fromEntries(unsaved.map(({ file }) => [file, versions[file] ?? null]));
  return { files, ...(remove.length ? { remove } : {}), base };
}

export function SaveDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const unsaved = useAtomValue(unsavedFilesAtom);
  const withProblems = useAtomValue(filesWithProblemsAtom);
  const checked = useAtomValue(checkCurrentAtom);
  const sources = useAtomValue(studioSourcesAtom);
  const setSources = useSetAtom(studioSourcesAtom);
  const setWork = useSetAtom(workingTextsAtom);
  const save = useSaveStudioFiles();
  const http = useHttpClient();
  const signedIn = useStudioSignedIn();
  const queries = useQueryClient();
  const [outcome, setOutcome] = useState<SaveOutcome | null>(null);
  const blocked = [...withProblems].sort();

  const submit = async () => {
    if (!sources) return;
    try {
      const answer = await save.mutateAsync(saveRequest(unsaved, sources.versions));
      setOutcome(answer);
      if (answer.kind === 'saved') {
        setSources(afterSave(sources, answer.saved));
        const done = new Set([...answer.saved.files.map((each) => each.file), ...answer.saved.removed]);
        setWork((work) => Object.fromEntries(Object.entries(work).filter(([file]) => !done.has(file))));
      }
    } catch (error) {
      setOutcome({ kind: 'failed', message: `The files could not be saved: ${(error as Error).message}` });
    }
  };

  const reload = async () => {
    const fresh = await fetchStudioSources(http, signedIn);
    queries.setQueryData(STUDIO_SOURCES_KEY, fresh);
    setSources(fresh);
    setOutcome(null);
  };

  const close = () => {
    setOutcome(null);
    onClose();
  };

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="lg" aria-labelledby="save-dialog-title">
      <DialogTitle id="save-dialog-title">Review and save</DialogTitle>
      <DialogContent>
        <div role="status">
          {outcome?.kind === 'saved' ? (
            <Alert severity="success">
              Saved {outcome.saved.files.length + outcome.saved.removed.length}{' '}
              {outcome.saved.files.length + outcome.saved.removed.length === 1 ? 'file' : 'files'}.
            </Alert>
          ) : null}
        </div>
        <div role="alert">
          {outcome?.kind === 'refused' ? (
            <>
              <Alert severity="error">{outcome.refused.message} Nothing was saved.</Alert>
              <FieldProblems problems={outcome.refused.problems} />
            </>
          ) : null}
          {outcome?.kind === 'conflict' ? (
            <Alert
              severity="warning"
              action={
                <Button color="inherit" onClick={reload}>
                  Reload the files
                </Button>
              }
            >
              {outcome.conflict.files.join(', ')} changed on disk since you opened it: reload to see the files
              as they are now (your unsaved edits are kept). Nothing was saved.
            </Alert>
          ) : null}
          {outcome?.kind === 'failed' ? <Alert severity="error">{outcome.message}</Alert> : null}
          {blocked.length ? (
            <Alert severity="error">
              {blocked.join(', ')} {blocked.length === 1 ? 'has' : 'have'} problems: fix them (see Problems)
              before saving.
            </Alert>
          ) : null}
        </div>
        {unsaved.length === 0 && outcome?.kind !== 'saved' ? <p>There are no unsaved changes.</p> : null}
        {unsaved.map((change) => (
          <FileDiff key={change.file} change={change} />
        ))}
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>Close</Button>
        <Button
          variant="contained"
          onClick={submit}
          disabled={unsaved.length === 0 || blocked.length > 0 || !checked || save.isPending}
        >
          {save.isPending ? 'Saving…' : `Save ${unsaved.length} ${unsaved.length === 1 ? 'file' : 'files'}`}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
