import { NotFound } from '../../components/not-found.tsx';

/** The 404 page (public-site.md §2): every path no route knows. */
export function NotFoundPage() {
  return <NotFound />;
}
