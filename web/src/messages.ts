// Errors in words for the people using the console (issue #15, point 4): the API's 422 items name fields by
// machine path ("path.id", "rules.0.risk_level"); here they become sentences about the field as the form
// labels it. The machine wording stays on ApiError.issues for whoever needs it.
import type { ValidationIssue } from './api-schemas.ts';

/** Minimum password length the server enforces (src/http/schemas/admin.ts); shown before submit. */
export const MIN_PASSWORD_LENGTH = 8;

const FIELD_LABELS: Record<string, string> = {
  email: 'Email',
  password: 'Password',
  current_password: 'Current password',
  new_password: 'New password',
  name: 'Name',
  description: 'Description',
  role: 'Role',
  project_id: 'Project',
  allowed_user_ids: 'People allowed',
  add_user_ids: 'People added',
  remove_user_ids: 'People removed',
  our_side: 'We act for',
  analysis_engine: 'Analysis engine',
  status: 'Status',
  q: 'Search words',
  limit: 'Number of results',
  rules: 'Rules',
  clause_type: 'clause type',
  required: 'required',
  risk_level: 'risk level',
  fallback: 'fallback language',
  rationale: 'why this rule',
  conditions: 'conditions',
  prohibited: 'prohibited',
};

function labelOf(part: string | number): string {
  return typeof part === 'number' ? String(part + 1) : (FIELD_LABELS[part] ?? part.replace(/_/g, ' '));
}

/** "Email", "Rule 3: risk level", "This link" — the field as a person would name it. */
export function fieldLabel(loc: (string | number)[]): string {
  const [location, ...path] = loc;
  if (location === 'path') return 'This link';
  if (path.length === 0) return location === 'body' ? 'The form' : labelOf(String(location));
  if (path[0] === 'rules' && typeof path[1] === 'number') {
    const rest = path.slice(2).map(labelOf).join(' ');
    return rest ? `Rule ${path[1] + 1}: ${rest}` : `Rule ${path[1] + 1}`;
  }
  const [first, ...others] = path;
  const base = labelOf(first!);
  return others.length === 0 ? base : `${base} (${others.map(labelOf).join(' ')})`;
}

/** One 422 item as a sentence. */
export function humanIssue(issue: ValidationIssue): string {
  const label = fieldLabel(issue.loc);
  const number = issue.msg.match(/\d+/)?.[0];
  if (issue.loc[0] === 'path') return 'This link is broken or incomplete: check the address, or go back and open it again.';
  switch (issue.type) {
    case 'missing':
      return `${label} is required.`;
    case 'string_too_short':
      return Number(number) === 1 ? `${label} cannot be empty.` : `${label} must be at least ${number} characters long.`;
    case 'string_too_long':
      return `${label} must be at most ${number} characters long.`;
    case 'uuid_parsing':
      return `${label} does not point at anything that exists.`;
    case 'wrong_password':
      return 'The current password is not correct.';
    case 'same_password':
      return 'The new password must differ from the current one.';
    case 'email_parsing':
      return `${label} is not a valid email address.`;
    case 'enum':
      return `${label} must be one of: ${issue.msg.replace(/^Input should be /, '').replace(/'/g, '')}.`;
    default:
      if (issue.type.endsWith('_type')) return `${label} has the wrong kind of value.`;
      return `${label}: ${issue.msg.charAt(0).toLowerCase()}${issue.msg.slice(1)}${/[.!?]$/.test(issue.msg) ? '' : '.'}`;
  }
}

/** What went wrong with one uploaded file, from the server's detail (415 names what the bytes are). */
export function uploadFailureMessage(status: number, detail: string, filename: string): string {
  if (status === 0) return 'The server could not be reached. Check your connection, then upload the file again.';
  if (status === 413) return 'This file is larger than the upload limit.';
  if (status === 404 && /^Project not found/.test(detail)) return 'This project no longer exists (it was deleted), so the file was not kept.';
  if (status === 415) {
    const detected = detail.match(/the file is (.+?);/)?.[1];
    if (detected === 'an empty file') return 'This file is empty: there is nothing to analyse.';
    const extension = filename.match(/\.([A-Za-z0-9]+)$/)?.[1]?.toUpperCase();
    const claimed = extension ? `, not the ${extension} its name says` : '';
    if (detected) return `This file is ${detected}${claimed}. Accepted: PDF, DOCX, DOC, TXT, PNG and JPG.`;
  }
  return detail;
}
