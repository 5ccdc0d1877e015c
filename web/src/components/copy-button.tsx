import { useState } from 'preact/hooks';

/** Copies `value` to the clipboard and says so; the clipboard API needs a secure context, so fall back to selection. */
export function CopyButton(props: { value: string; label: string }) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(props.value);
      setState('copied');
    } catch {
      setState(copyBySelection(props.value) ? 'copied' : 'failed');
    }
  };
  return (
    <>
      <button type="button" onClick={() => void copy()}>
        {props.label}
      </button>
      <span role="status" class="small">
        {state === 'copied' ? 'Copied.' : state === 'failed' ? 'Copy failed: select the text and copy it.' : ''}
      </span>
    </>
  );
}

function copyBySelection(value: string): boolean {
  const area = document.createElement('textarea');
  area.value = value;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  try {
    return document.execCommand('copy');
  } finally {
    area.remove();
  }
}

/** A value shown once (a secret, a new password): labelled, read-only, selectable, with its copy button. */
export function CopyField(props: { id: string; label: string; value: string; copyLabel: string }) {
  return (
    <div class="field">
      <label for={props.id}>{props.label}</label>
      <div class="copy-row">
        <input id={props.id} readOnly value={props.value} class="code" />
        <CopyButton value={props.value} label={props.copyLabel} />
      </div>
    </div>
  );
}
