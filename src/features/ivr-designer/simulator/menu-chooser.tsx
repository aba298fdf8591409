import { Select } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useVersions } from '@/api/ivr-versions/get-versions';

const DRAFT = 'draft';

/** Which menu to call: the draft or one of the published versions (kept in the address). */
export function MenuChooser({
  treeId,
  version,
  disabled,
}: {
  treeId: string;
  version: number | undefined;
  disabled: boolean;
}) {
  const { t } = useTranslation('simulator');
  const navigate = useNavigate();
  const versions = useVersions(treeId);
  const data = [
    { value: DRAFT, label: t('page.draft') },
    ...(versions.data?.items ?? []).map((item) => ({
      value: String(item.number),
      label: t('page.version', { number: item.number }),
    })),
  ];
  return (
    <Select
      label={t('page.menuToCall')}
      data={data}
      value={version === undefined ? DRAFT : String(version)}
      allowDeselect={false}
      disabled={disabled}
      w={260}
      onChange={(value) =>
        void navigate({
          to: '/ivr/$treeId/simulate',
          params: { treeId },
          search: (previous) => ({
            ...previous,
            version: value === null || value === DRAFT ? undefined : Number(value),
          }),
        })
      }
    />
  );
}
