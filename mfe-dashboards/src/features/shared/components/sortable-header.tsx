/** Sortable column headers are the design system's (a button in the th, aria-sort). */
export { SortableHeader } from '@funil/shared-ui/table';
