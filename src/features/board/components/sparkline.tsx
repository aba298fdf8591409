import type { BoardHistory, Figure } from '@/core/board/board-snapshot';

const WIDTH = 120;
const HEIGHT = 28;

/** Two hours of one figure as a line; gaps where the board could not tell. Decorative: the figure is the text. */
export function Sparkline({ history, figure }: { history: BoardHistory | null; figure: Figure }) {
  const points = history?.[figure] ?? [];
  const values = points.flatMap(([, value]) => (value === null ? [] : [value]));
  if (values.length < 2) return null;
  const [first] = points[0]!;
  const span = Math.max(1, points.at(-1)![0] - first);
  const max = Math.max(...values);
  const min = Math.min(...values);
  const range = max - min || 1;
  const path = points
    .map(([at, value], index) => {
      if (value === null) return '';
      const x = ((at - first) / span) * WIDTH;
      const y = HEIGHT - 2 - ((value - min) / range) * (HEIGHT - 4);
      const previous = points[index - 1];
      return `${index === 0 || previous?.[1] === null ? 'M' : 'L'}${x.toFixed(1)},${y.toFixed(1)}`;
    })
    .join(' ');
  return (
    <svg
      width="100%"
      height={HEIGHT}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      preserveAspectRatio="none"
      aria-hidden
    >
      <path d={path} fill="none" stroke="currentColor" strokeWidth={1.5} vectorEffect="non-scaling-stroke" />
    </svg>
  );
}
