import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef } from 'react';
import { useDropzone } from 'react-dropzone';
import { ACCEPTED_UPLOAD_TYPES, MAX_UPLOAD_BYTES } from '../../../shared/uploads.ts';
import { useMessages } from '../../i18n/messages.ts';
import { UploadIcon } from '../portal-icons.tsx';
import { UploadFileRow } from './upload-file-row.tsx';
import { uploadMessage, uploadText } from './upload-words.ts';
import { useUploadPanel } from './use-upload-panel.ts';

const ACCEPT = Object.fromEntries(ACCEPTED_UPLOAD_TYPES.map((type) => [type, []]));

export interface UploadPanelProps {
  /** Names the panel for assistive technology: the to-do it uploads to. */
  taskName: string;
  upload: (file: File) => Promise<void>;
  /** Every file was uploaded (how many): the to-do is submitted and the panel closes. */
  onSubmitted: (uploaded: number) => void;
  /** Some file failed. */
  onFailed: () => void;
  onCancel: () => void;
}

/**
 * The inline upload panel of a to-do (spec 2.9, 4.10): a drop zone (click or drop), 'Choose Files', the files
 * with their states, 'Cancel' and 'Submit'. It takes focus when it opens.
 */
export function UploadPanel({ taskName, upload, onSubmitted, onFailed, onCancel }: UploadPanelProps) {
  const t = useMessages('portal');
  const panel = useUploadPanel(upload);
  const headingId = useId();
  const region = useRef<HTMLElement>(null);
  const { getRootProps, getInputProps, open, isDragActive } = useDropzone({
    accept: ACCEPT,
    maxSize: MAX_UPLOAD_BYTES,
    multiple: true,
    // Keyboard users have 'Choose Files'; the zone itself is for pointer and drop.
    noKeyboard: true,
    onDrop: (accepted, rejected) => panel.addFiles(accepted, rejected),
  });

  useEffect(() => {
    region.current?.focus();
  }, []);

  const submit = async () => {
    const sending = panel.entries.filter((entry) => entry.status !== 'error').length;
    const outcome = await panel.submit();
    if (outcome.kind === 'all-succeeded') onSubmitted(Math.max(1, sending));
    else if (outcome.kind === 'some-failed') onFailed();
  };

  return (
    <Box
      component="section"
      ref={region}
      tabIndex={-1}
      aria-labelledby={headingId}
      sx={{
        mt: 2,
        p: 2,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        bgcolor: 'background.paper',
        display: 'grid',
        gap: 2,
        minWidth: 0,
        '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.dark' },
      }}
    >
      <Typography variant="subtitle1" component="h4" id={headingId} sx={{ fontWeight: 700 }}>
        {t('upload.heading', { task: taskName })}
      </Typography>
      <Box
        {...getRootProps()}
        sx={{
          p: 3,
          border: '2px dashed',
          borderColor: isDragActive ? 'primary.dark' : '#8c8c8f',
          borderRadius: 1,
          textAlign: 'center',
          cursor: 'pointer',
          bgcolor: isDragActive ? 'action.hover' : 'transparent',
        }}
      >
        {/* The file input is driven by the zone and by 'Choose Files': hidden from assistive technology. */}
        <input {...getInputProps({ 'aria-hidden': true })} />
        <UploadIcon sx={{ fontSize: 36, color: 'text.secondary' }} />
        <Typography>{uploadText(t, 'dropZone')}</Typography>
        <Typography variant="body2" color="text.secondary">
          {uploadText(t, 'acceptedFormats')}
        </Typography>
      </Box>
      <Button variant="outlined" onClick={open} sx={{ justifySelf: 'start' }}>
        {t('upload.chooseFiles')}
      </Button>
      {panel.entries.length > 0 ? (
        <Box
          component="ul"
          aria-label={t('upload.files')}
          aria-live="polite"
          sx={{ listStyle: 'none', m: 0, p: 0 }}
        >
          {panel.entries.map((entry) => (
            <UploadFileRow key={entry.id} entry={entry} onRemove={() => panel.remove(entry.id)} />
          ))}
        </Box>
      ) : null}
      {panel.panelError ? (
        <Alert severity="error" role="alert">
          {uploadMessage(t, panel.panelError)}
        </Alert>
      ) : null}
      <Box sx={{ display: 'flex', gap: 1.5, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
        <Button variant="text" onClick={onCancel} disabled={panel.uploading}>
          {t('upload.cancel')}
        </Button>
        <Button
          variant="contained"
          onClick={() => void submit()}
          disabled={panel.uploading || panel.entries.length === 0}
        >
          {t('upload.submit')}
        </Button>
      </Box>
    </Box>
  );
}
