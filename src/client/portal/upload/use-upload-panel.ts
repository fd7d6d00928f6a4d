import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import type { FileRejection } from 'react-dropzone';
import {
  createEntry,
  dropzoneRefusal,
  refusalOf,
  type SubmitOutcome,
  submitUploads,
  type UploadEntry,
  uploadReducer,
} from './upload-files.ts';

export interface UploadPanelState {
  entries: UploadEntry[];
  panelError: string | null;
  uploading: boolean;
  addFiles: (accepted: readonly File[], rejected: readonly FileRejection[]) => void;
  remove: (id: string) => void;
  submit: () => Promise<SubmitOutcome>;
}

/** The panel's files and its Submit; previews are object URLs, revoked on removal and when the panel closes. */
export function useUploadPanel(upload: (file: File) => Promise<void>): UploadPanelState {
  const [entries, dispatch] = useReducer(uploadReducer, []);
  const [panelError, setPanelError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const previews = useRef(new Map<string, string>());
  const current = useRef(entries);
  current.current = entries;

  useEffect(() => {
    const urls = previews.current;
    return () => {
      for (const url of urls.values()) URL.revokeObjectURL(url);
      urls.clear();
    };
  }, []);

  const addFiles = useCallback((accepted: readonly File[], rejected: readonly FileRejection[]) => {
    const makePreview = (file: File) =>
      typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null;
    const added = [
      ...accepted.map((file) => createEntry(file, refusalOf(file), makePreview)),
      ...rejected.map(({ file, errors }) =>
        createEntry(file, refusalOf(file) ?? dropzoneRefusal(errors), makePreview),
      ),
    ];
    for (const entry of added) if (entry.previewUrl) previews.current.set(entry.id, entry.previewUrl);
    setPanelError(null);
    dispatch({ type: 'add', entries: added });
  }, []);

  const remove = useCallback((id: string) => {
    const url = previews.current.get(id);
    const entry = current.current.find((candidate) => candidate.id === id);
    if (entry?.status === 'uploading') return;
    if (url) {
      URL.revokeObjectURL(url);
      previews.current.delete(id);
    }
    dispatch({ type: 'remove', id });
  }, []);

  const submit = useCallback(async () => {
    setPanelError(null);
    setUploading(true);
    try {
      const outcome = await submitUploads(current.current, upload, dispatch);
      if (outcome.kind !== 'all-succeeded') setPanelError(outcome.message);
      return outcome;
    } finally {
      setUploading(false);
    }
  }, [upload]);

  return { entries, panelError, uploading, addFiles, remove, submit };
}
