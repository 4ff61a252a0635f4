import { CommitField } from './TextField';

/** Props of {@link NumberField}. */
export interface NumberFieldProps {
  readonly label: string;
  readonly value: number;
  /** Core's reading of the input: the number, or null when invalid. */
  readonly parse: (input: string) => number | null;
  /** Called on blur with a valid, changed value. */
  readonly onCommit: (value: number) => void;
  readonly placeholder?: string;
}

/**
 * A number input validated as it is typed (spec 2 §4): invalid text is marked; on blur a valid value is
 * committed and an invalid one reverts to the saved value; Enter blurs. A text field, not React Aria's
 * NumberField: core reads what is typed (blank extra bars are 0), and no stepper or locale format is wanted.
 */
export function NumberField({ label, value, parse, onCommit, placeholder }: NumberFieldProps) {
  return (
    <CommitField
      label={label}
      shown={String(value)}
      read={parse}
      isSame={(parsed) => parsed === value}
      onCommit={onCommit}
      placeholder={placeholder}
      markInvalid
      inputMode="numeric"
    />
  );
}
