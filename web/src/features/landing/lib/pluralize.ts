/** "1 layout", "2 layouts", "0 days": counts in the trial banner and plan cards read naturally. */
export function pluralize(count: number, singular: string, plural = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : plural}`;
}
