import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { CloseIcon } from '../../components/icons.tsx';
import { useLocale } from '../../i18n/locale.ts';
import { useMessages } from '../../i18n/messages.ts';
import { DocumentIcon } from '../portal-icons.tsx';
import type { UploadEntry } from './upload-files.ts';
import { uploadMessage } from './upload-words.ts';

const STATUS_KEYS: Record<UploadEntry['status'], string | null> = {
  idle: null,
  uploading: 'upload.uploading',
  success: 'upload.uploaded',
  error: null,
};

/** One file of the panel (spec 2.9): preview, name, status text and, unless it is uploading, a remove button. */
export function UploadFileRow({ entry, onRemove }: { entry: UploadEntry; onRemove: () => void }) {
  const t = useMessages('portal');
  const locale = useLocale();
  const key = STATUS_KEYS[entry.status];
  const status = entry.status === 'error' ? uploadMessage(t, entry.error ?? '', locale) : key ? t(key) : '';
  return (
    <Box component="li" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 1, minWidth: 0 }}>
      {entry.previewUrl ? (
        <Box
          component="img"
          src={entry.previewUrl}
          alt=""
          sx={{ width: 48, height: 48, objectFit: 'cover', borderRadius: 1, flexShrink: 0 }}
        />
      ) : (
        <Box sx={{ width: 48, height: 48, display: 'grid', placeItems: 'center', flexShrink: 0 }}>
          <DocumentIcon sx={{ color: 'text.secondary' }} />
        </Box>
      )}
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography sx={{ overflowWrap: 'anywhere' }}>{entry.file.name}</Typography>
        <Typography
          variant="body2"
          sx={{ color: entry.status === 'error' ? 'error.main' : 'text.secondary', minHeight: '1.43em' }}
        >
          {status}
        </Typography>
      </Box>
      {entry.status === 'uploading' ? null : (
        <IconButton
          onClick={onRemove}
          aria-label={t('upload.remove', { name: entry.file.name })}
          size="small"
        >
          <CloseIcon size="small" />
        </IconButton>
      )}
    </Box>
  );
}
