import { formatPhoneNumber } from '@/core/phone-number';
import { useTranslation } from 'react-i18next';
import type { Agent } from '@/core/api/agents';
import type { ResourceColumn } from '@/components/resource/resource-table';
import { useAgentTime } from './use-agent-time';
import { FullTextBadge } from '@/components/full-text-badge';

export function useAgentColumns(): ResourceColumn<Agent>[] {
  const { t } = useTranslation('agents');
  const time = useAgentTime();
  return [
    {
      id: 'name',
      header: t('columns.name'),
      cell: (a) => a.name,
      sortValue: (a) => a.name,
      sortBy: 'name',
      rowHeader: true,
    },
    {
      id: 'user',
      header: t('columns.serviceUserId'),
      cell: (a) => a.serviceUserId,
      sortValue: (a) => a.serviceUserId,
      sortBy: 'serviceUserId',
    },
    {
      id: 'routing',
      header: t('columns.routingType'),
      cell: (a) => t(`routing.${a.routingType}`),
      sortValue: (a) => a.routingType,
      sortBy: 'routingType',
    },
    {
      id: 'phone',
      header: t('columns.phoneNumber'),
      cell: (a) => (a.phoneNumber ? formatPhoneNumber(a.phoneNumber) : '—'),
      sortValue: (a) => a.phoneNumber,
      sortBy: 'phoneNumber',
    },
    {
      id: 'manual',
      header: t('columns.manualStatus'),
      cell: (a) => a.manualStatus ?? '—',
      sortValue: (a) => a.manualStatus,
      sortBy: 'manualStatus',
    },
    {
      id: 'system',
      header: t('columns.systemStatus'),
      cell: (a) => (
        <FullTextBadge variant="light" color={a.systemStatus === 'in_call' ? 'orange' : 'green'}>
          {t(`systemStatus.${a.systemStatus}`)}
        </FullTextBadge>
      ),
      sortValue: (a) => a.systemStatus,
      sortBy: 'systemStatus',
    },
    {
      id: 'device',
      header: t('columns.deviceStatus'),
      cell: (a) => a.deviceStatus,
      sortValue: (a) => a.deviceStatus,
    },
    {
      id: 'pickup',
      header: t('columns.lastPickup'),
      cell: (a) => time(a.lastTimePickup),
      sortValue: (a) => a.lastTimePickup,
    },
    {
      id: 'callEnd',
      header: t('columns.lastCallEnd'),
      cell: (a) => time(a.lastTimeSupportCallEnded),
      sortValue: (a) => a.lastTimeSupportCallEnded,
    },
  ];
}
