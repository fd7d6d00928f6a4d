/** Starting something new: a step after the open one (with its own step file), or a copy of the flow as a new type. */
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useAtomValue } from 'jotai';
import { type FormEvent, useState } from 'react';
import type { FlowFile } from '../../shared/flows/flow-types.ts';
import { addStep, copyFlow, FILE_NAME, flowFileOf, newStepDocument, stepFileOf } from './flow-edits.ts';
import { patchJsonText } from './json-text-edits.ts';
import { stepDocumentsAtom, workingCaseFilesAtom, workingFlowsAtom } from './studio-state.ts';
import { useStudioFiles } from './use-studio-files.ts';

interface AddStepDialogProps {
  open: boolean;
  flowFile: string;
  flow: FlowFile;
  after: string;
  onClose: (added?: string) => void;
}

export function AddStepDialog({ open, flowFile, flow, after, onClose }: AddStepDialogProps) {
  const documents = useAtomValue(stepDocumentsAtom);
  const files = useStudioFiles();
  const [path, setPath] = useState('');
  const [screen, setScreen] = useState('');
  const [title, setTitle] = useState('');
  const [tried, setTried] = useState(false);
  const screenName = screen || path.split('/').at(-1) || '';
  const pathError = !/^[a-z0-9]+([-/][a-z0-9]+)*$/.test(path)
    ? 'Step address: use lower-case letters, digits, dashes and slashes, for example property/pool.'
    : flow.steps.some((step) => step.path === path)
      ? `Step address: the flow already has a step “${path}”.`
      : '';
  const screenError = FILE_NAME.test(screenName)
    ? ''
    : 'Screen file name: use lower-case letters, digits and dashes, for example pool-details.';
  const titleError =
    documents.has(screenName) || title.trim() ? '' : 'Screen title: write the title the borrower reads.';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (pathError || screenError || titleError) return;
    if (!documents.has(screenName))
      files.create(stepFileOf(screenName), newStepDocument(screenName, title.trim()));
    files.change(flowFile, flow, addStep(flow, { path, screen: screenName, title, after }));
    setPath('');
    setScreen('');
    setTitle('');
    setTried(false);
    onClose(path);
  };
  return (
    <Dialog open={open} onClose={() => onClose()} aria-labelledby="add-step-title" fullWidth maxWidth="sm">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="add-step-title">Add a step after “{after}”</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              label="Step address"
              value={path}
              onChange={(event) => setPath(event.target.value)}
              error={tried && Boolean(pathError)}
              helperText={(tried && pathError) || 'Its address after the officer’s id.'}
              required
            />
            <TextField
              label="Screen file name"
              value={screen}
              placeholder={path.split('/').at(-1) ?? ''}
              onChange={(event) => setScreen(event.target.value)}
              error={tried && Boolean(screenError)}
              helperText={
                (tried && screenError) ||
                (documents.has(screenName)
                  ? `Uses the existing ${stepFileOf(screenName)}.`
                  : `Creates ${stepFileOf(screenName || '…')}.`)
              }
            />
            <TextField
              label="Screen title"
              value={title}
              onChange={(event) => setTitle(event.target.value)}
              error={tried && Boolean(titleError)}
              helperText={(tried && titleError) || ' '}
              disabled={documents.has(screenName)}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => onClose()}>Cancel</Button>
          <Button type="submit" variant="contained">
            Add the step
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

interface CopyFlowDialogProps {
  open: boolean;
  flowFile: string;
  flow: FlowFile;
  onClose: (file?: string) => void;
}

export function CopyFlowDialog({ open, flowFile, flow, onClose }: CopyFlowDialogProps) {
  const flows = useAtomValue(workingFlowsAtom);
  // The testers' cases of the flow, copied with it so the new flow starts covered (its journeys and the borrower
  // walk of every flow in e2e take their answers from them).
  const casesFolder = `tests/cases/${flow.flowType}/`;
  const cases = useAtomValue(workingCaseFilesAtom).filter((each) => each.file.startsWith(casesFolder));
  const files = useStudioFiles();
  const [flowType, setFlowType] = useState('');
  const [title, setTitle] = useState('');
  const [copyCases, setCopyCases] = useState(true);
  const [tried, setTried] = useState(false);
  const file = flowFileOf(flowType);
  const typeError = !FILE_NAME.test(flowType)
    ? 'New flow type: use lower-case letters, digits and dashes, for example slim-2.'
    : flows.some((each) => each.file === file || each.flow?.flowType === flowType)
      ? `New flow type: “${flowType}” already exists.`
      : '';
  const titleError = title.trim() ? '' : 'Title: write a title for the new flow.';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (typeError || titleError) return;
    const text = files.textOf(flowFile);
    const copy = copyFlow(flow, flowType, title.trim());
    if (text === undefined) files.create(file, copy);
    // The copy keeps the original's text, layout and all, with only its type and title changed.
    else files.setText(file, patchJsonText(text, flow, copy));
    if (copyCases)
      for (const each of cases)
        files.setText(`tests/cases/${flowType}/${each.file.slice(casesFolder.length)}`, each.text);
    setFlowType('');
    setTitle('');
    setTried(false);
    onClose(file);
  };
  return (
    <Dialog open={open} onClose={() => onClose()} aria-labelledby="copy-flow-title" fullWidth maxWidth="sm">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="copy-flow-title">Copy “{flow.title}” to a new flow type</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              label="New flow type"
              value={flowType}
              onChange={(event) => setFlowType(event.target.value)}
              error={tried && Boolean(typeError)}
              helperText={
                (tried && typeError) || `Creates ${flowType ? file : 'flows/<new flow type>.json'}.`
              }
              required
            />
            <TextField
              label="Title"
              value={title}
              onChange={(event) => setTitle(event.target.value)}
              error={tried && Boolean(titleError)}
              helperText={(tried && titleError) || ' '}
              required
            />
            {cases.length ? (
              <FormControlLabel
                control={
                  <Checkbox checked={copyCases} onChange={(event) => setCopyCases(event.target.checked)} />
                }
                label={`Copy its ${cases.length} test case ${cases.length === 1 ? 'file' : 'files'} too (${casesFolder})`}
              />
            ) : null}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => onClose()}>Cancel</Button>
          <Button type="submit" variant="contained">
            Copy the flow
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
