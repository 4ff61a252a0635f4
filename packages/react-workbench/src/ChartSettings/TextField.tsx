import { useState } from 'react';
import type { KeyboardEvent } from 'react';
import { FieldInput, FieldLabel, FieldRoot } from './fields.styles';

/** Props of {@link TextField}. */
export interface TextFieldProps {
  readonly label: string;
  readonly value: string;
  /** Called on blur (or Enter) with the changed text. */
  readonly onCommit: (value: string) => void;
  readonly placeholder?: string;
}

/** Props of {@link CommitField}: a {@link TextField} whose text is read before it is committed. */
export interface CommitFieldProps<T> {
  readonly label: string;
  /** The saved value, shown while nothing is typed. */
  readonly shown: string;
  /** Reads the typed text: the value to commit, or null when it is invalid (it then reverts on blur). */
  readonly read: (text: string) => T | null;
  /** Called on blur (or Enter) with a valid value that differs from the saved one. */
  readonly onCommit: (value: T) => void;
  readonly isSame: (value: T) => boolean;
  readonly placeholder?: string;
  /** Mark invalid text as it is typed (`aria-invalid`). */
  readonly markInvalid?: boolean;
  readonly inputMode?: 'numeric' | 'text';
}

/**
 * A labelled input on React Aria's TextField that commits on blur; Enter blurs it. What is typed stays a draft
 * until then: a valid, changed value is committed and anything else reverts to the saved value.
 */
export function CommitField<T>({
  label,
  shown,
  read,
  onCommit,
  isSame,
  placeholder,
  markInvalid = false,
  inputMode,
}: CommitFieldProps<T>) {
  const [text, setText] = useState<string | null>(null);
  const commit = () => {
    if (text === null) return;
    setText(null);
    const value = read(text);
    if (value !== null && !isSame(value)) onCommit(value);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      event.currentTarget.blur();
    }
  };
  return (
    <FieldRoot
      value={text ?? shown}
      onChange={setText}
      onBlur={commit}
      isInvalid={markInvalid && text !== null && read(text) === null}
    >
      <FieldLabel>{label}</FieldLabel>
      <FieldInput placeholder={placeholder} inputMode={inputMode} onKeyDown={onKeyDown} />
    </FieldRoot>
  );
}

const same = (text: string) => text;

/** A text input that commits on blur; Enter blurs it. */
export function TextField({ label, value, onCommit, placeholder }: TextFieldProps) {
  return (
    <CommitField
      label={label}
      shown={value}
      read={same}
      isSame={(text) => text === value}
      onCommit={onCommit}
      placeholder={placeholder}
    />
  );
}
