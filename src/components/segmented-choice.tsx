import { useId } from 'react';
import type { ReactNode } from 'react';
import classes from './segmented-choice.module.css';

interface SegmentedChoiceProps<Value extends string> {
  /** Names the group for assistive technology. */
  label: string;
  value: Value;
  onChange: (value: Value) => void;
  options: readonly { value: Value; label: ReactNode }[];
}

/**
 * One of a few choices as a row of segments: native radios, so the arrow keys and screen readers work as
 * they do for any radio group. The header and the sign-in page use it instead of Mantine's
 * SegmentedControl, whose measured indicator (about 2.5 KB as served) would be on every first load.
 */
export function SegmentedChoice<Value extends string>({
  label,
  value,
  onChange,
  options,
}: SegmentedChoiceProps<Value>) {
  const name = useId();
  return (
    <div role="radiogroup" aria-label={label} className={classes.root}>
      {options.map((option) => {
        const id = `${name}-${option.value}`;
        return (
          <div key={option.value} className={classes.control}>
            <input
              type="radio"
              id={id}
              name={name}
              value={option.value}
              checked={option.value === value}
              onChange={() => onChange(option.value)}
              className={classes.input}
            />
            <label htmlFor={id} className={classes.label}>
              {option.label}
            </label>
          </div>
        );
      })}
    </div>
  );
}
