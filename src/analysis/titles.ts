// How contracts set titles and headings, shared by the readers of titles (classification), heading lines
// (segmentation) and run-in headings (the wording checks), so that all three read Title Case the same way.

/** The words Title Case leaves in lower case ("Agreement for the Supply of Goods", "Termination upon Notice",
 *  "Assignment of its Rights", "Agreement between the Parties"). */
export const TITLE_SMALL_WORDS: ReadonlySet<string> = new Set([
  'a', 'among', 'an', 'and', 'as', 'at', 'between', 'by', 'for', 'from', 'in', 'its', 'non', 'of', 'on', 'or', 'other', 'the', 'their', 'to', 'under', 'upon', 'with',
]);
