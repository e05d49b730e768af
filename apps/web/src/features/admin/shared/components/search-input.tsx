/** The search box of a list: full width on its own line, or `inline` to share a toolbar row. */
export function SearchInput({
  value,
  onChange,
  label,
  placeholder,
  inline = false,
  testId,
}: {
  value: string;
  onChange: (value: string) => void;
  label: string;
  placeholder: string;
  inline?: boolean;
  testId?: string;
}) {
  return (
    <input
      type="search"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      placeholder={placeholder}
      aria-label={label}
      className={`${inline ? 'min-w-48 flex-1' : 'w-full'} rounded-lg border border-slate-300 px-3 py-2`}
      data-testid={testId}
    />
  );
}
