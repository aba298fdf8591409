import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconDeviceTv, IconAdjustments } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { utcOffsetLabel } from '@/core/board/contact-center-day';
import { can } from '@/core/permissions';
import { useSession } from '@/api/session/get-session';
import { useThresholds } from '@/api/board/get-thresholds';
import { useBoardStream } from '@/api/board/use-board-stream';
import { BoardView } from './board-view';
import { SignedOutCard } from './signed-out-card';
import { ThresholdsDialog } from './thresholds-dialog';

/** /board: the live board inside the console, with its filters, thresholds and a way onto the wall. */
export function BoardPage() {
  const { t } = useTranslation(['board', 'common']);
  useDocumentTitle(`${t('board:title')} · ${t('common:appName')}`);
  const { data: session } = useSession();
  const stream = useBoardStream();
  const thresholds = useThresholds();
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  if (!session) return null;
  if (stream.status === 'signed-out') return <SignedOutCard returnTo="/board" />;
  const role = session.user.role;
  const offset = stream.snapshot?.today?.day.utcOffsetMinutes;

  const openWall = () => {
    // Full screen needs the click's gesture; the wall page keeps it.
    void document.documentElement.requestFullscreen?.().catch(() => undefined);
    void navigate({ to: '/board/wall' });
  };

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <Stack gap={4}>
          <Title order={1}>{t('board:title')}</Title>
          <Text c="dimmed">
            {offset === undefined
              ? t('board:intro')
              : t('board:introWithDay', { offset: utcOffsetLabel(offset) })}
          </Text>
        </Stack>
        <Group>
          {can(role, 'board:configure') && (
            <Button
              variant="default"
              leftSection={<IconAdjustments size={16} aria-hidden />}
              onClick={() => setEditing(true)}
              disabled={!thresholds.data}
            >
              {t('board:thresholds.open')}
            </Button>
          )}
          <Button leftSection={<IconDeviceTv size={16} aria-hidden />} onClick={openWall}>
            {t('board:wall.open')}
          </Button>
        </Group>
      </Group>
      <BoardView
        stream={stream}
        thresholds={thresholds.data?.thresholds}
        role={role}
        username={session.user.username}
        wall={false}
      />
      {editing && thresholds.data && (
        <ThresholdsDialog
          initial={thresholds.data.thresholds}
          agents={stream.snapshot?.agents ?? []}
          groups={stream.snapshot?.groups ?? []}
          onClose={() => setEditing(false)}
        />
      )}
    </Stack>
  );
}
