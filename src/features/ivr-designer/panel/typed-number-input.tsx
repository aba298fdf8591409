import { NumberInput, type NumberInputProps } from '@mantine/core';
import { useState } from 'react';

type TypedNumberInputProps = Omit<NumberInputProps, 'value' | 'onChange'> & {
  /** The form's number: NaN while the text is not one ("", "-"). */
  value: number;
  onChange: (value: number) => void;
};

/**
 * A number field that keeps showing what is typed on the way to a number ("-" before "-2"), where handing
 * NaN back to the input would blank it and turn "-2" typed over a selection into 2. A number set from
 * outside (someone else's edit, a reset) replaces the text.
 */
export function TypedNumberInput({ value, onChange, ...props }: TypedNumberInputProps) {
  const [typed, setTyped] = useState<string | number>(value);
  const shown = Number.isNaN(value) || Number(typed) === value ? typed : value;
  return (
    <NumberInput
      {...props}
      value={shown}
      onChange={(next) => {
        setTyped(next);
        onChange(typeof next === 'number' ? next : Number.NaN);
      }}
    />
  );
}
