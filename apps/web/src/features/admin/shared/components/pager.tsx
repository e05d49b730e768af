const STEP = 'rounded-lg border border-slate-300 px-3 py-1.5 text-sm disabled:opacity-40';

/**
 * Previous and Next around the current page: its number, or a button per page of `pages`.
 * With a `label` it is a navigation landmark.
 */
export function Pager({
  page,
  hasNext,
  onPage,
  pages,
  label,
}: {
  page: number;
  hasNext: boolean;
  onPage: (page: number) => void;
  pages?: number[];
  label?: string;
}) {
  const Container = label ? 'nav' : 'div';
  return (
    <Container aria-label={label} className="flex items-center justify-center gap-1">
      <button type="button" disabled={page <= 1} onClick={() => onPage(page - 1)} className={STEP}>
        Previous
      </button>
      {pages ? (
        pages.map((number) => (
          <button
            key={number}
            type="button"
            aria-current={number === page ? 'page' : undefined}
            onClick={() => onPage(number)}
            className={`rounded-lg px-3 py-1.5 text-sm ${number === page ? 'bg-slate-800 text-white' : 'border border-slate-300'}`}
          >
            {number}
          </button>
        ))
      ) : (
        <span className="px-1 text-sm">Page {page}</span>
      )}
      <button type="button" disabled={!hasNext} onClick={() => onPage(page + 1)} className={STEP}>
        Next
      </button>
    </Container>
  );
}
