import { useId, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { Field, FieldLabel, TextInput } from './ChartSettings.styles';

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
 * committed and an invalid one reverts to the saved value; Enter blurs.
 */
export function NumberField({ label, value, parse, onCommit, placeholder }: NumberFieldProps) {
  const id = useId();
  const [text, setText] = useState<string | null>(null);
  const shown = text ?? String(value);
  const invalid = text !== null && parse(text) === null;
  const commit = () => {
    if (text === null) return;
    const parsed = parse(text);
    setText(null);
    if (parsed !== null && parsed !== value) onCommit(parsed);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      event.currentTarget.blur();
    }
  };
  return (
    <Field>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <TextInput
        id={id}
        inputMode="numeric"
        value={shown}
        placeholder={placeholder}
        aria-invalid={invalid || undefined}
        onChange={(event) => setText(event.target.value)}
        onBlur={commit}
        onKeyDown={onKeyDown}
      />
    </Field>
  );
}
