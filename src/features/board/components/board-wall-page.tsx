import { Title } from '@mantine/core';
import { useDocumentTitle, useHotkeys } from '@mantine/hooks';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { utcOffsetLabel } from '@/core/board/contact-center-day';
import { can } from '@/core/permissions';
import { NotAllowedPage } from '@/components/not-allowed-page';
import { useSession } from '@/api/session/get-session';
import { useThresholds } from '@/api/board/get-thresholds';
import { useBoardStream } from '@/api/board/use-board-stream';
import classes from './board.module.css';
import { BoardView } from './board-view';
import { SignedOutCard } from './signed-out-card';

/** Dark for the wall whatever the person's choice; their choice comes back when they leave. */
function useDarkWhileMounted() {
  useEffect(() => {
    const root = document.documentElement;
    const before = root.getAttribute('data-mantine-color-scheme');
    root.setAttribute('data-mantine-color-scheme', 'dark');
    return () => {
      if (before) root.setAttribute('data-mantine-color-scheme', before);
    };
  }, []);
}

/**
 * /board/wall: the board on a wall screen — full screen, dark, big type, no controls (Escape goes back).
 * It stays signed in only as long as the session allows, then shows a "signed out" card.
 */
export function BoardWallPage() {
  const { t } = useTranslation(['board', 'shell', 'common']);
  useDocumentTitle(`${t('board:wall.title')} · ${t('common:appName')}`);
  useDarkWhileMounted();
  const { data: current } = useSession();
  // The session the wall opened with: if any request later finds it ended, the card says so.
  const [session] = useState(current);
  const stream = useBoardStream();
  const thresholds = useThresholds();
  const navigate = useNavigate();
  useHotkeys([['Escape', () => void navigate({ to: '/board' })]]);
  if (!session) return null;
  const role = session.user.role;
  if (!can(role, 'board:read') || stream.status === 'not-allowed') {
    return <NotAllowedPage pageName={t('shell:areas.board.label')} roleName={t(`common:roles.${role}`)} />;
  }
  const offset = stream.snapshot?.today?.day.utcOffsetMinutes;
  return (
    <main className={classes.wall}>
      {stream.status === 'signed-out' || !current ? (
        <SignedOutCard returnTo="/board/wall" />
      ) : (
        <>
          <Title order={1} mb="md">
            {offset === undefined
              ? t('board:title')
              : t('board:wall.heading', { offset: utcOffsetLabel(offset) })}
          </Title>
          <BoardView
            stream={stream}
            thresholds={thresholds.data?.thresholds}
            role={role}
            username={session.user.username}
            wall
          />
        </>
      )}
    </main>
  );
}
