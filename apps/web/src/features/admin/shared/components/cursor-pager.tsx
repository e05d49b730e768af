import { Button } from '../../../../components/ui/button.tsx';

/** A move of a list paged by cursors, which knows its neighbours but not its page numbers. */
export type PagerMove = 'first' | 'previous' | 'next' | 'last';

const MOVES: { move: PagerMove; text: string; backward: boolean }[] = [
  { move: 'first', text: 'First', backward: true },
  { move: 'previous', text: 'Previous', backward: true },
  { move: 'next', text: 'Next', backward: false },
  { move: 'last', text: 'Last', backward: false },
];

/**
 * First, Previous, Next and Last, as a navigation landmark named `label`: the first two are off on
 * the first page, the last two on the last.
 */
export function CursorPager({
  label,
  hasPrevious,
  hasNext,
  onMove,
}: {
  label: string;
  hasPrevious: boolean;
  hasNext: boolean;
  onMove: (move: PagerMove) => void;
}) {
  return (
    <nav aria-label={label} className="flex items-center justify-center gap-1">
      {MOVES.map(({ move, text, backward }) => (
        <Button
          key={move}
          variant="secondary"
          shape="rounded"
          size="sm"
          className="text-sm disabled:opacity-40"
          aria-label={`${text} page`}
          disabled={backward ? !hasPrevious : !hasNext}
          onClick={() => onMove(move)}
        >
          {text}
        </Button>
      ))}
    </nav>
  );
}
