import { styled } from 'styled-components';
import { Input, Label, TextField } from 'react-aria-components';
import { token } from '../theme/tokens';

/** A labelled text field of the settings panel (React Aria's TextField): the label above the input. */
export const FieldRoot = styled(TextField)`
  display: flex;
  flex-direction: column;
  gap: 2px;
`;

export const FieldLabel = styled(Label)`
  font-size: ${token('fontSizeSmall')};
  color: ${token('colorTextMuted')};
`;

/** The input: a red border while what is typed is invalid (`data-invalid`, set with `aria-invalid`). */
export const FieldInput = styled(Input)`
  width: 120px;
  height: ${token('controlHeight')};
  padding: 0 ${token('space2')};
  border: 1px solid ${token('colorBorder')};
  border-radius: ${token('radius')};
  font: inherit;

  &[data-invalid] {
    border-color: ${token('colorDanger')};
    outline-color: ${token('colorDanger')};
  }

  &[data-focus-visible] {
    outline: 2px solid ${token('colorFocus')};
    outline-offset: 1px;
  }
`;
