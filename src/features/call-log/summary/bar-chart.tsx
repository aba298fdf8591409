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

const AXIS = 22;

/** A plain SVG bar chart (stacked when a bar has several parts); scales to its container's width. */
export function BarChart({ title, description, bars, height = 180, labelEvery = 1 }: BarChartProps) {
  const width = Math.max(240, bars.length * 24);
  const max = Math.max(1, ...bars.map((bar) => bar.parts.reduce((sum, part) => sum + part.value, 0)));
  const slot = width / Math.max(1, bars.length);
  const plot = height - AXIS;
  return (
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
            {index % labelEvery === 0 && (
              <text
                x={index * slot + slot / 2}
                y={height - 6}
                fontSize={10}
                textAnchor="middle"
                fill="currentColor"
              >
                {bar.label}
              </text>
            )}
          </g>
        );
      })}
    </svg>
  );
}
