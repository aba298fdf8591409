import { Alert, Anchor, Group, Pagination, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconAlertCircle, IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '@/components/page-loader';
import { useDescribeError } from '@/lib/use-describe-error';
import { useAuditLog } from '@/api/admin/get-audit-log';
import { auditExportHref, toAuditQuery } from '../audit-search';
import { AuditFilters } from './audit-filters';
import { AuditTable } from './audit-table';
import { useAuditSearch } from './use-audit-search';

/** The audit log: who did what and when, filtered and paged through the address bar. */
export function AuditLogPage() {
  const { t } = useTranslation(['admin', 'common']);
  const describeError = useDescribeError();
  const [search, setSearch] = useAuditSearch();
  const audit = useAuditLog(toAuditQuery(search));
  useDocumentTitle(`${t('audit.title')} · ${t('common:appName')}`);
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{t('audit.title')}</Title>
        <Text c="dimmed">{t('audit.intro')}</Text>
      </Stack>
      <AuditFilters search={search} onApply={setSearch} />
      {audit.isPending && <PageLoader />}
      {audit.isError && (
        <Alert color="red" icon={<IconAlertCircle aria-hidden />}>
          {t('audit.loadFailed', { reason: describeError(audit.error) })}
        </Alert>
      )}
      {audit.data && (
        <>
          {audit.data.items.length === 0 ? (
            <Text c="dimmed">{t('audit.empty')}</Text>
          ) : (
            <AuditTable entries={audit.data.items} />
          )}
          <Group justify="space-between">
            <Group gap="md">
              <Text size="sm" c="dimmed" role="status">
                {t('audit.total', { count: audit.data.total })}
              </Text>
              <Anchor href={auditExportHref(search)} download size="sm">
                <Group gap={4} wrap="nowrap">
                  <IconDownload size={14} aria-hidden />
                  {t('audit.export')}
                </Group>
              </Anchor>
            </Group>
            {audit.data.totalPages > 1 && (
              <nav aria-label={t('audit.pagination')}>
                <Pagination
                  total={audit.data.totalPages}
                  value={audit.data.page}
                  onChange={(page) => setSearch({ ...search, page })}
                  getItemProps={(page) => ({ 'aria-label': t('audit.page', { page }) })}
                  getControlProps={(control) => ({ 'aria-label': t(`audit.${control}Page`) })}
                />
              </nav>
            )}
          </Group>
        </>
      )}
    </Stack>
  );
}
