import { Progress, type MantineColor, type MantineSize } from '@mantine/core';
import type { ReactNode } from 'react';

interface ProgressMeterProps {
  value: number;
  label: string;
  color?: MantineColor;
  animated?: boolean;
  size?: MantineSize;
  /** Text drawn inside the filled part (e.g. "40%"). */
  children?: ReactNode;
}

/**
 * A progress bar whose track, not its filled part, is the progressbar: at 0 % the filled part has no width,
 * and a bar that has not moved yet must still be seen, and found by a screen reader, as started.
 */
export function ProgressMeter({ value, label, color, animated, size, children }: ProgressMeterProps) {
  const rounded = Math.round(value);
  return (
    <Progress.Root
      size={size}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={rounded}
      aria-valuetext={`${rounded}%`}
    >
      <Progress.Section value={value} color={color} animated={animated} withAria={false}>
        {children}
      </Progress.Section>
    </Progress.Root>
  );
}
