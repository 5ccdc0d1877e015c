// Building patterns from text the contract supplies (party names, aliases, periods): its characters must match
// literally.

/** `text` with every character a regular expression treats specially escaped. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
