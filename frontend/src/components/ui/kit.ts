/**
 * The kit of the signed-in screens: page shell and header, card grid, list sections and rows, management tables,
 * forms, form modals and confirmations. Apart from `index.ts` so that the first load of `/`, which imports that
 * barrel, does not carry them (vite.config.ts gives them a chunk of their own).
 */
export { CardGrid } from './card-grid';
export { ConfirmDialog } from './confirm-dialog';
export {
  DataTable,
  FilterBar,
  filterField,
  TableCard,
  type TableColumn,
  TableFooter,
  TableHead,
  TableNotices,
  TableQuery,
  TableRegion,
} from './data-table';
export { FieldGrid, Form, FormActions, FormModal, SaveOutcome, wideField } from './form';
export { ItemCardHeader } from './item-card';
export { ItemList, ListLoading, ListRow, ListSection, MetaItem } from './list';
export { BackLink, Page, PageHeader, PageLoading } from './page';
export { SegmentedFilter } from './segmented';
export { type StatTile, StatTiles } from './stat-tiles';
