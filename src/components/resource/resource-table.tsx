import { Checkbox, Group, LoadingOverlay, Stack, Table } from '@mantine/core';
import { useDeferredValue } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Page } from '../../core/api/paging';
import { PageLoader } from '../page-loader';
import { applyListView, nextSort, toPageQuery, type ListSearch, type SortValue } from './list-search';
import { ListPagination } from './list-pagination';
import { ListEmpty, ListLoadError } from './list-state';
import { SortableHeader } from './sortable-header';
import { TextFilter } from './text-filter';
import { FreshnessNote, type ServerListActions } from './freshness-note';
import type { Freshness } from '../../core/api/read-model';

export interface ResourceColumn<Row> {
  id: string;
  header: string;
  cell: (row: Row) => ReactNode;
  /** Makes the column sortable (within the page on screen). */
  sortValue?: (row: Row) => SortValue;
  /** For a list the BFF sorts: the field it sorts this column by (makes the column sortable). */
  sortBy?: string;
  /** The column that names the row (a row header for screen readers). */
  rowHeader?: boolean;
}

/** What the table needs of a list query (TanStack Query's result fits). */
export interface ListQueryState<Row> {
  data: Page<Row> | undefined;
  isPending: boolean;
  isFetching: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

export interface RowSelection {
  selected: ReadonlySet<string>;
  onChange: (selected: Set<string>) => void;
}

export interface ResourceTableProps<Row> {
  caption: string;
  columns: readonly ResourceColumn<Row>[];
  list: ListQueryState<Row>;
  rowKey: (row: Row) => string;
  /** How a row is named in its checkbox and buttons. */
  rowName: (row: Row) => string;
  search: ListSearch;
  onSearchChange: (change: Partial<ListSearch>) => void;
  emptyMessage: string;
  /** Enables the search box: the text a row is found by. */
  searchText?: (row: Row) => string;
  /** Filters of the list itself (sent to the service), shown beside the search box. */
  filters?: ReactNode;
  rowActions?: (row: Row) => ReactNode;
  /** Enables checkboxes for bulk actions. */
  selection?: RowSelection;
  /** Shown above the table while rows are selected. */
  bulkActions?: ReactNode;
  pageSizeOptions?: readonly number[];
  /** False for a list the service gives whole, without paging (e.g. SIP phones). */
  paged?: boolean;
  /**
   * The BFF searches and sorts this list over every row (from its copy of the service): rows are shown as
   * answered, with how fresh they are, "refresh now" and the export.
   */
  server?: ServerListActions;
}

/**
 * A list of the service as a table: the service's paging (page and page size in the address bar),
 * sorting and searching of the rows on screen, loading, error and empty states, row selection.
 */
export function ResourceTable<Row>(props: ResourceTableProps<Row>) {
  const { t } = useTranslation('resources');
  const { list, search, onSearchChange, columns, selection, rowActions, rowKey, rowName } = props;
  const sortValues = Object.fromEntries(
    columns.flatMap((column) => (column.sortValue ? [[column.id, column.sortValue]] : [])),
  );
  const server = props.server;
  // A page of rows is the list's heaviest render: on a slow phone it held the page's heading and input back
  // for most of a second. The heading and the controls paint first; the rows follow in a background render
  // that React interrupts for input. Until the rows on screen are the latest, the table says it is busy,
  // under the loading overlay, so that an old order is never shown as the answer.
  const data = useDeferredValue(list.data ?? null, null);
  const busy = list.isFetching || data !== (list.data ?? null);
  const rows = !data
    ? []
    : server
      ? data.items
      : applyListView(data.items, search, { searchText: props.searchText, sortValues });
  const freshness = server?.freshness ?? (data as { freshness?: Freshness } | null)?.freshness;
  const sortKeyOf = (column: ResourceColumn<Row>) =>
    server ? column.sortBy : column.sortValue ? column.id : undefined;
  const { pageSize } = toPageQuery(search);
  const allSelected = rows.length > 0 && rows.every((row) => selection?.selected.has(rowKey(row)));
  const someSelected = rows.some((row) => selection?.selected.has(rowKey(row)));

  const toggleAll = () =>
    selection?.onChange(allSelected ? new Set() : new Set(rows.map((row) => rowKey(row))));
  const toggle = (key: string) => {
    if (!selection) return;
    const next = new Set(selection.selected);
    if (next.has(key)) next.delete(key);
    else next.add(key);
    selection.onChange(next);
  };

  return (
    <Stack gap="sm">
      <Group align="flex-end" gap="md">
        {props.searchText && (
          <TextFilter
            value={search.q}
            everyRow={!!server}
            onChange={(q) => onSearchChange({ q, page: server ? undefined : search.page })}
          />
        )}
        {props.filters}
      </Group>
      {server && <FreshnessNote freshness={freshness} actions={server} />}
      {selection && selection.selected.size > 0 && props.bulkActions}
      {!data && !list.isError && <PageLoader />}
      {list.isError && <ListLoadError error={list.error} onRetry={() => void list.refetch()} />}
      {data && (
        <>
          <Table.ScrollContainer minWidth={640} pos="relative">
            <LoadingOverlay
              visible={busy}
              zIndex={1}
              overlayProps={{ blur: 1 }}
              loaderProps={{ size: 'sm' }}
            />
            <Table striped highlightOnHover captionSide="top" aria-busy={busy}>
              <Table.Caption>{props.caption}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  {selection && (
                    <Table.Th scope="col" w={40}>
                      <Checkbox
                        aria-label={t('table.selectAll')}
                        checked={allSelected}
                        indeterminate={someSelected && !allSelected}
                        onChange={toggleAll}
                      />
                    </Table.Th>
                  )}
                  {columns.map((column) => {
                    const sortKey = sortKeyOf(column);
                    return sortKey ? (
                      <SortableHeader
                        key={column.id}
                        label={column.header}
                        direction={search.sort === sortKey ? (search.dir ?? 'asc') : undefined}
                        onSort={() =>
                          onSearchChange({
                            ...nextSort(search, sortKey),
                            page: server ? undefined : search.page,
                          })
                        }
                      />
                    ) : (
                      <Table.Th key={column.id} scope="col">
                        {column.header}
                      </Table.Th>
                    );
                  })}
                  {rowActions && <Table.Th scope="col">{t('table.actions')}</Table.Th>}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => {
                  const key = rowKey(row);
                  return (
                    <Table.Tr key={key}>
                      {selection && (
                        <Table.Td>
                          <Checkbox
                            aria-label={t('table.selectRow', { name: rowName(row) })}
                            checked={selection.selected.has(key)}
                            onChange={() => toggle(key)}
                          />
                        </Table.Td>
                      )}
                      {columns.map((column) =>
                        column.rowHeader ? (
                          <Table.Th key={column.id} scope="row" fw={500}>
                            {column.cell(row)}
                          </Table.Th>
                        ) : (
                          <Table.Td key={column.id}>{column.cell(row)}</Table.Td>
                        ),
                      )}
                      {rowActions && <Table.Td>{rowActions(row)}</Table.Td>}
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {rows.length === 0 && (
            <ListEmpty
              message={props.emptyMessage}
              filtered={server ? !!search.q : data.items.length > 0}
              everyRow={!!server}
            />
          )}
          <ListPagination
            page={data.page}
            totalPages={data.totalPages}
            pageSize={pageSize}
            total={data.total}
            pageSizeOptions={props.pageSizeOptions}
            paged={props.paged}
            onPage={(page) => onSearchChange({ page })}
            onPageSize={(size) => onSearchChange({ pageSize: size })}
          />
        </>
      )}
    </Stack>
  );
}
