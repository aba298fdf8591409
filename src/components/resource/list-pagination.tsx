import { Group, NativeSelect, Pagination, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZE_OPTIONS } from './list-search';

interface ListPaginationProps {
  page: number;
  totalPages: number;
  pageSize: number;
  total: number;
  /** Page sizes offered; the service's lists take up to 100. */
  pageSizeOptions?: readonly number[];
  /** False for a list the service gives whole: only the count is shown. */
  paged?: boolean;
  onPage: (page: number) => void;
  onPageSize: (pageSize: number) => void;
}

/** The service's paging: how many there are, which page of how many, and how many on a page. */
export function ListPagination(props: ListPaginationProps) {
  const { t } = useTranslation('resources');
  const { page, totalPages, pageSize, total, onPage, onPageSize } = props;
  const options = props.pageSizeOptions ?? PAGE_SIZE_OPTIONS;
  return (
    <Group justify="space-between" align="flex-end">
      <Text size="sm" c="dimmed" role="status">
        {t('table.total', { count: total })}
      </Text>
      {props.paged !== false && (
        <Group align="flex-end" gap="md">
          <NativeSelect
            label={t('table.pageSize')}
            size="xs"
            value={String(pageSize)}
            data={options.map((size) => String(size))}
            onChange={(event) => onPageSize(Number(event.currentTarget.value))}
          />
          {totalPages > 1 && (
            <nav aria-label={t('table.pagination')}>
              <Pagination
                total={totalPages}
                value={page}
                onChange={onPage}
                getItemProps={(item) => ({ 'aria-label': t('table.page', { page: item }) })}
                getControlProps={(control) => ({ 'aria-label': t(`table.${control}Page`) })}
              />
            </nav>
          )}
        </Group>
      )}
    </Group>
  );
}
