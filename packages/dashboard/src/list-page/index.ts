export { ListPage, type ListOption, type ListPageProps, type ListQueryResult } from './list-page';
export { useListState, type ListStateApi } from './use-list-state';
export {
  isFiltered,
  LIST_PARAMS,
  localToday,
  parseListState,
  patchListState,
  serializeListState,
  toApiQuery,
  type ListConfig,
  type ListPatch,
  type ListSort,
  type ListState,
} from './list-state';
