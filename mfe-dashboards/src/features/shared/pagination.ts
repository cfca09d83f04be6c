export const PAGE_SIZES = [10, 20, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 20;

/** Page 1, the last page and the current page ±1 with ellipses: the design system's Pagination logic. */
export { pageItems, type PageItem } from '@funil/shared-ui/pagination/page-items';

export function totalPagesFor(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(total / perPage));
}

/** Inclusive row range of a page for PostgREST's Range (from, to). */
export function pageRange(page: number, perPage: number): { from: number; to: number } {
  const from = (page - 1) * perPage;
  return { from, to: from + perPage - 1 };
}
