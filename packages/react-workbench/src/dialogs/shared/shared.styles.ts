import { styled } from 'styled-components';
import { token } from '../../theme/tokens';

export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${token('space3')};

  /* The form holds focus only while its buttons are disabled: no ring around the whole form. */
  &:focus {
    outline: none;
  }
`;

export const FieldBox = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${token('space1')};
`;

export const Label = styled.label`
  font-weight: 600;
  font-size: ${token('fontSizeSmall')};
`;

const control = `
  padding: 0 ${token('space2')};
  border: 1px solid ${token('colorBorder')};
  border-radius: ${token('radius')};
  background: ${token('colorBackground')};
  color: ${token('colorText')};
  font: inherit;

  &[aria-invalid='true'] {
    border-color: ${token('colorDanger')};
  }

  &:focus-visible {
    outline: 2px solid ${token('colorFocus')};
    outline-offset: 1px;
  }
`;

export const Input = styled.input`
  height: ${token('controlHeight')};
  ${control}
`;

export const TextArea = styled.textarea`
  min-height: 72px;
  padding-top: ${token('space1')};
  resize: vertical;
  ${control}
`;

export const Select = styled.select`
  height: ${token('controlHeight')};
  ${control}
`;

export const FieldError = styled.span`
  color: ${token('colorDanger')};
  font-size: ${token('fontSizeSmall')};
`;

export const Note = styled.p<{ $tone?: 'danger' | 'warning' | 'success' | 'muted' }>`
  margin: 0;
  font-size: ${token('fontSizeSmall')};
  color: ${({ $tone }) =>
    $tone === 'danger'
      ? token('colorDanger')
      : $tone === 'warning'
        ? token('colorWarning')
        : $tone === 'success'
          ? token('colorSuccess')
          : token('colorTextMuted')};
`;

export const Text = styled.p`
  margin: 0;
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${token('space2')};
  justify-content: flex-end;
`;

export const Button = styled.button<{ $primary?: boolean; $danger?: boolean }>`
  height: ${token('controlHeight')};
  padding: 0 ${token('space3')};
  border: 1px solid
    ${({ $primary, $danger }) => ($danger ? token('colorDanger') : $primary ? token('colorAccent') : token('colorBorder'))};
  border-radius: ${token('radius')};
  background: ${({ $primary, $danger }) => ($danger ? token('colorDanger') : $primary ? token('colorAccent') : token('colorBackground'))};
  color: ${({ $primary, $danger }) => ($primary || $danger ? token('colorAccentText') : token('colorText'))};
  font: inherit;
  cursor: pointer;

  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }

  &:focus-visible {
    outline: 2px solid ${token('colorFocus')};
    outline-offset: 1px;
  }
`;

export const LinkButton = styled.a`
  display: inline-flex;
  align-items: center;
  height: ${token('controlHeight')};
  padding: 0 ${token('space3')};
  border-radius: ${token('radius')};
  background: ${token('colorAccent')};
  color: ${token('colorAccentText')};
  font-weight: 600;
  text-decoration: none;
`;

export const Fieldset = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  gap: ${token('space3')};
  margin: 0;
  padding: 0;
  border: 0;

  & > legend {
    padding: 0 0 ${token('space1')};
    font-weight: 600;
    font-size: ${token('fontSizeSmall')};
  }
`;

export const Choice = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${token('space1')};
`;
