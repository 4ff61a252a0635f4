import { useId, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { Field, FieldLabel, TextInput } from './ChartSettings.styles';

/** Props of {@link TextField}. */
export interface TextFieldProps {
  readonly label: string;
  readonly value: string;
  /** Called on blur (or Enter) with the changed text. */
  readonly onCommit: (value: string) => void;
  readonly placeholder?: string;
}

/** A text input that commits on blur; Enter blurs it. */
export function TextField({ label, value, onCommit, placeholder }: TextFieldProps) {
  const id = useId();
  const [text, setText] = useState<string | null>(null);
  const commit = () => {
    if (text === null) return;
    setText(null);
    if (text !== value) onCommit(text);
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
        value={text ?? value}
        placeholder={placeholder}
        onChange={(e) => setText(e.target.value)}
        onBlur={commit}
        onKeyDown={onKeyDown}
      />
    </Field>
  );
}
