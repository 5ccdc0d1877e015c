import { useRef, useState } from 'preact/hooks';
import { ApiError, uploadDocument } from '../api.ts';
import { uploadFailureMessage } from '../messages.ts';
import type { DocumentSummary } from '../api-schemas.ts';
import { formatBytes } from '../format.ts';
import { ErrorDetails } from './notice.tsx';

/** spec §2.3: the accepted upload types; the server decides from the bytes, this only guides the picker. */
const ACCEPTED_FILES = '.pdf,.docx,.doc,.txt,.png,.jpg,.jpeg,application/pdf,text/plain,image/png,image/jpeg';

interface UploadItem {
  key: number;
  file: File;
  progress: number;
  state: 'waiting' | 'uploading' | 'done' | 'failed';
  error?: string;
  /** The error itself: its API detail goes under "Details". */
  failure?: unknown;
}

/**
 * Drag-and-drop or picker upload of one or many files, sent one after another (spec §8.3) with
 * per-file progress. Calls `onUploaded` after each accepted file so the list can show it at once.
 */
export function UploadZone(props: { projectId: string; onUploaded: (document: DocumentSummary) => void }) {
  const [items, setItems] = useState<UploadItem[]>([]);
  const [isDragging, setIsDragging] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const nextKey = useRef(0);
  const queue = useRef<Promise<void>>(Promise.resolve());

  const update = (key: number, change: Partial<UploadItem>) =>
    setItems((current) => current.map((item) => (item.key === key ? { ...item, ...change } : item)));

  const uploadOne = async (item: UploadItem) => {
    update(item.key, { state: 'uploading' });
    try {
      const document = await uploadDocument<DocumentSummary>(props.projectId, item.file, (progress) =>
        update(item.key, { progress }),
      );
      update(item.key, { state: 'done', progress: 1 });
      props.onUploaded(document);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const status = error instanceof ApiError ? error.status : -1;
      update(item.key, { state: 'failed', progress: 0, error: uploadFailureMessage(status, message, item.file.name), failure: error });
    }
  };

  const dismiss = (key: number) => setItems((current) => current.filter((item) => item.key !== key));
  const hasFailures = items.some((item) => item.state === 'failed');

  const enqueue = (files: FileList | null) => {
    if (!files || files.length === 0) return;
    const added = [...files].map((file): UploadItem => ({ key: nextKey.current++, file, progress: 0, state: 'waiting' }));
    setItems((current) => [...current.filter((item) => item.state !== 'done'), ...added]);
    for (const item of added) queue.current = queue.current.then(() => uploadOne(item));
  };

  return (
    <section aria-labelledby="upload-title" class="card">
      <h2 id="upload-title">Upload contracts</h2>
      <div
        class={`drop-zone${isDragging ? ' dragging' : ''}`}
        onDragOver={(event) => {
          event.preventDefault();
          setIsDragging(true);
        }}
        onDragLeave={() => setIsDragging(false)}
        onDrop={(event) => {
          event.preventDefault();
          setIsDragging(false);
          enqueue(event.dataTransfer?.files ?? null);
        }}
      >
        <p>Drop PDF, DOCX, DOC, TXT, PNG or JPG files here, or</p>
        <button type="button" class="primary" onClick={() => input.current?.click()}>
          Choose files…
        </button>
        <input
          id="upload-input"
          ref={input}
          hidden
          aria-label="Contract files"
          type="file"
          multiple
          accept={ACCEPTED_FILES}
          onChange={(event) => {
            enqueue(event.currentTarget.files);
            event.currentTarget.value = '';
          }}
        />
        <p class="hint">Files are sent one after another; each then goes through the analysis pipeline.</p>
      </div>
      {items.length > 0 && (
        <ul class="upload-list" aria-label="Uploads">
          {items.map((item) => (
            <li key={item.key} class={`upload-${item.state}`}>
              <span class="upload-name">{item.file.name}</span>
              <span class="muted">{formatBytes(item.file.size)}</span>
              {/* A failed upload shows no bar: a full one would read as success. */}
              {item.state !== 'failed' && <progress max={1} value={item.progress} aria-label={`Upload of ${item.file.name}`} />}
              <span class="upload-state" aria-live="polite">
                {uploadStateText(item)}
              </span>
              {item.state === 'failed' && <ErrorDetails failure={item.failure} />}
              {item.state === 'failed' && (
                <button type="button" class="link-button" onClick={() => dismiss(item.key)} aria-label={`Dismiss ${item.file.name}`}>
                  Dismiss
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {hasFailures && (
        <button type="button" class="small" onClick={() => setItems((current) => current.filter((item) => item.state !== 'failed'))}>
          Clear failed uploads
        </button>
      )}
    </section>
  );
}

function uploadStateText(item: UploadItem): string {
  if (item.state === 'waiting') return 'Waiting';
  if (item.state === 'uploading') return `${Math.round(item.progress * 100)}%`;
  if (item.state === 'done') return 'Uploaded';
  return `Failed: ${item.error}`;
}
