/**
 * The Italian label of a list entry (a distance, a counter block; issue #30), showing the
 * English label it stands in for until written.
 */
export function ItalianLabelInput({
  label,
  english,
  value,
  onChange,
}: {
  label: string;
  english: string;
  value: string | null | undefined;
  onChange: (value: string) => void;
}) {
  return <input aria-label={label} lang="it" placeholder={english} value={value ?? ''} onChange={(e) => onChange(e.target.value)} />;
}
