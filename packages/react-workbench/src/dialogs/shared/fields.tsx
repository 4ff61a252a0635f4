import type { ReactNode } from 'react';
import { useId } from 'react';
import { FieldBox, FieldError, Input, Label, Select, TextArea } from './shared.styles';

interface FieldProps {
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  /** The validator's message for this field, shown below it and tying it to the control. */
  readonly error?: string | undefined;
  readonly disabled?: boolean;
  readonly placeholder?: string;
}

function errorProps(id: string, error: string | undefined) {
  return error ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-error` } : {};
}

function ErrorLine({ id, error }: { id: string; error: string | undefined }) {
  return error ? <FieldError id={`${id}-error`}>{error}</FieldError> : null;
}

/** A labelled one-line text input with its message. */
export function TextField({
  label,
  value,
  onChange,
  error,
  disabled,
  placeholder,
  type = 'text',
}: FieldProps & { type?: 'text' | 'email' }) {
  const id = useId();
  return (
    <FieldBox>
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        type={type}
        value={value}
        placeholder={placeholder}
        disabled={disabled}
        onChange={(e) => onChange(e.target.value)}
        {...errorProps(id, error)}
      />
      <ErrorLine id={id} error={error} />
    </FieldBox>
  );
}

/** A labelled multi-line text input with its message. */
export function TextAreaField({ label, value, onChange, error, disabled, placeholder }: FieldProps) {
  const id = useId();
  return (
    <FieldBox>
      <Label htmlFor={id}>{label}</Label>
      <TextArea
        id={id}
        value={value}
        placeholder={placeholder}
        disabled={disabled}
        onChange={(e) => onChange(e.target.value)}
        {...errorProps(id, error)}
      />
      <ErrorLine id={id} error={error} />
    </FieldBox>
  );
}

/** A labelled select with its message; options are children. */
export function SelectField({
  label,
  value,
  onChange,
  error,
  disabled,
  children,
}: FieldProps & { children: ReactNode }) {
  const id = useId();
  return (
    <FieldBox>
      <Label htmlFor={id}>{label}</Label>
      <Select
        id={id}
        value={value}
        disabled={disabled}
        onChange={(e) => onChange(e.target.value)}
        {...errorProps(id, error)}
      >
        {children}
      </Select>
      <ErrorLine id={id} error={error} />
    </FieldBox>
  );
}
