/** One choice of a chip row: what it filters on, what it reads and how many it would show. */
export type FilterChip = { value: string; label: string; count: number };

/** A row of toggle chips that filter a list; the pressed one is the current filter. */
export function FilterChips({
  label,
  chips,
  selected,
  onSelect,
  children,
}: {
  label: string;
  chips: FilterChip[];
  selected: string;
  onSelect: (value: string) => void;
  children?: React.ReactNode;
}) {
  return (
    <div className="flex flex-wrap gap-2" role="group" aria-label={label}>
      {children}
      {chips.map((chip) => (
        <button
          key={chip.value}
          type="button"
          aria-pressed={selected === chip.value}
          onClick={() => onSelect(chip.value)}
          className={`rounded-full px-3 py-1 text-sm ${selected === chip.value ? 'bg-slate-800 text-white' : 'bg-white ring-1 ring-slate-200'}`}
        >
          {chip.label} ({chip.count})
        </button>
      ))}
    </div>
  );
}
