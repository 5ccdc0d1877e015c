import type { PipelineState, RiskLevel } from '../../../src/domain/vocabulary.ts';
import { capitalize } from '../format.ts';

export function RiskBadge(props: { risk: RiskLevel | string | null | undefined }) {
  if (!props.risk) return <span class="muted">—</span>;
  return <span class={`badge risk-${props.risk}`}>{capitalize(props.risk)} risk</span>;
}

export function StatusBadge(props: { status: PipelineState }) {
  return <span class={`badge status-${props.status}`}>{capitalize(props.status)}</span>;
}
