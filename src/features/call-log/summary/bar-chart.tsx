import classes from './bar-chart.module.css';

export interface Bar {
  label: string;
  /** Stacked parts, bottom first, each with its colour. */
  parts: Array<{ value: number; color: string }>;
}

interface BarChartProps {
  title: string;
  /** Read by assistive tech instead of the drawing. */
  description: string;
  bars: Bar[];
  height?: number;
  /** Show every n-th label, so crowded axes stay readable. */
  labelEvery?: number;
}

/**
 * A plain SVG bar chart (stacked when a bar has several parts); scales to its container's width. The axis
 * labels are text under the drawing rather than in it: the drawing stretches to the width, and text in it
 * stretched with it and ran into its neighbours. Each label is centred under its bar in a box as wide as
 * `labelEvery` bars and wraps within it: boxes touch but never overlap, at any width.
 */
export function BarChart({ title, description, bars, height = 180, labelEvery = 1 }: BarChartProps) {
  const width = Math.max(240, bars.length * 24);
  const max = Math.max(1, ...bars.map((bar) => bar.parts.reduce((sum, part) => sum + part.value, 0)));
  const slot = width / Math.max(1, bars.length);
  const plot = height - 4;
  const slots = Math.max(1, bars.length);
  const labelSlots = Math.min(labelEvery, slots);
  /** A label's box: `labelSlots` bars wide, centred under its bar, cut at the ends of the axis. */
  const labelBox = (index: number) => {
    const start = Math.max(index + 0.5 - labelSlots / 2, 0);
    const end = Math.min(index + 0.5 + labelSlots / 2, slots);
    return { start, size: end - start };
  };
  const share = (count: number) => `${(count / slots) * 100}%`;
  return (
    <div className={classes.chart}>
      <svg
        role="img"
        aria-label={`${title}. ${description}`}
        viewBox={`0 0 ${width} ${height}`}
        width="100%"
        height={height}
        preserveAspectRatio="none"
      >
        <title>{title}</title>
        <line x1={0} x2={width} y1={plot} y2={plot} stroke="currentColor" strokeOpacity={0.3} />
        {bars.map((bar, index) => {
          let top = plot;
          return (
            <g key={index}>
              {bar.parts.map((part, partIndex) => {
                const h = (part.value / max) * (plot - 4);
                top -= h;
                return (
                  <rect
                    key={partIndex}
                    x={index * slot + slot * 0.15}
                    y={top}
                    width={slot * 0.7}
                    height={h}
                    fill={part.color}
                  >
                    <title>{`${bar.label}: ${part.value}`}</title>
                  </rect>
                );
              })}
            </g>
          );
        })}
      </svg>
      <div className={classes.axis} aria-hidden>
        {bars.map((bar, index) =>
          index % labelEvery === 0 ? (
            <span
              key={index}
              className={classes.label}
              data-axis-label
              style={{ left: share(labelBox(index).start), width: share(labelBox(index).size) }}
            >
              {bar.label}
            </span>
          ) : null,
        )}
      </div>
    </div>
  );
}
