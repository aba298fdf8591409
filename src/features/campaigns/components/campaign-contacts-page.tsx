import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useRecentImports } from '@/api/campaign-imports/get-recent-imports';
import { ImportForm } from './import-form';
import { ImportJobPanel } from './import-job-panel';
import { RecentImports } from './recent-imports';
import { useCampaignSearch } from './use-campaign-search';

/** Add contacts to an outbound campaign: preview, send as a background job, follow it, read the report. */
export function CampaignContactsPage() {
  const { t } = useTranslation(['campaigns', 'common']);
  const [search, setSearch] = useCampaignSearch();
  const recent = useRecentImports(undefined);
  const knownCampaignIds = [...new Set(recent.data?.items.map((job) => job.campaignId) ?? [])];
  useDocumentTitle(`${t('title')} · ${t('common:appName')}`);
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <Stack gap={4}>
          <Title order={1}>{t('title')}</Title>
          <Text c="dimmed">{t('intro')}</Text>
        </Stack>
        {search.jobId && (
          <Button
            leftSection={<IconPlus size={18} aria-hidden />}
            onClick={() => setSearch({ campaignId: search.campaignId })}
          >
            {t('newImport')}
          </Button>
        )}
      </Group>
      {search.jobId ? (
        <ImportJobPanel key={search.jobId} jobId={search.jobId} />
      ) : (
        <ImportForm
          campaignId={search.campaignId}
          knownCampaignIds={knownCampaignIds}
          onStarted={(campaignId, jobId) => setSearch({ campaignId, jobId })}
        />
      )}
      <RecentImports
        query={recent}
        currentJobId={search.jobId}
        onOpen={(job) => setSearch({ campaignId: job.campaignId, jobId: job.jobId })}
      />
    </Stack>
  );
}
