import { Paper, Stack, Text } from '@mantine/core';
import { RouterAnchor } from '@/components/router-anchor';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { BoardHistory, Figure } from '@/core/board/board-snapshot';
import type { Level } from '@/core/board/thresholds';
import type { CallLogLink } from '../call-log-links';
import classes from './board.module.css';
import { Sparkline } from './sparkline';

type FigureTileProps = {
  label: string;
  value: ReactNode;
  /** Below the figure: what it counts, or why it is not known. */
  note?: ReactNode;
  level?: Level;
  figure?: Figure;
  history: BoardHistory | null;
  /** The calls behind the figure, for those who may read the call log. */
  link?: CallLogLink | null;
  linkLabel?: string;
};

/** One figure of the board, coloured by its threshold, with its last two hours and the calls behind it. */
export function FigureTile({
  label,
  value,
  note,
  level = 'ok',
  figure,
  history,
  link,
  linkLabel,
}: FigureTileProps) {
  const { t } = useTranslation('board');
  return (
    <Paper withBorder p="md" className={classes.tile} data-level={level} role="group" aria-label={label}>
      <Stack gap={4}>
        <Text className={classes.figureLabel}>{label}</Text>
        <Text className={classes.figure} data-testid="board-figure">
          {value}
        </Text>
        {note && <Text className={classes.figureNote}>{note}</Text>}
        {/* The colour alone would leave out a reader who cannot tell amber from red. */}
        {level !== 'ok' && <Text className={classes.figureNote}>{t(`thresholds.crossed.${level}`)}</Text>}
        {figure && <Sparkline history={history} figure={figure} />}
        {link && (
          <RouterAnchor to="/call-log" search={link} size="sm">
            {linkLabel}
          </RouterAnchor>
        )}
      </Stack>
    </Paper>
  );
}
