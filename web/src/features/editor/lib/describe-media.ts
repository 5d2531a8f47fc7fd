/** `(min-width: 992px)` → "at ≥ 992 px": how the panel says where an @media block applies. */
export function describeMedia(media: string | null): string {
  if (!media) return "at every width";
  const min = /min-width\s*:\s*([\d.]+)px/i.exec(media)?.[1];
  const max = /max-width\s*:\s*([\d.]+)px/i.exec(media)?.[1];
  const other = media.replace(/\(\s*(min|max)-width\s*:\s*[\d.]+px\s*\)/gi, "").replace(/\b(and|only|screen|all)\b/gi, "").trim();
  if (other || (!min && !max)) return `when ${media}`;
  if (min && max) return `at ${min}–${max} px`;
  return min ? `at ≥ ${min} px` : `at ≤ ${max} px`;
}
