import { styled } from 'styled-components';
import { token } from '../theme/tokens';

export const Form = styled.form`
  display: inline-flex;
  align-items: center;
  gap: ${token('space1')};
`;

export const VisuallyHidden = styled.label`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;

export const Input = styled.input`
  width: 140px;
  height: ${token('controlHeight')};
  padding: 0 ${token('space2')};
  border: 1px solid ${token('colorBorder')};
  border-radius: ${token('radius')};
  font: inherit;
  text-transform: uppercase;
  color: ${token('colorText')};
  background: ${token('colorBackground')};

  &:focus-visible {
    outline: 2px solid ${token('colorFocus')};
    outline-offset: 1px;
  }
`;

export const GoButton = styled.button`
  height: ${token('controlHeight')};
  padding: 0 ${token('space3')};
  border: 1px solid ${token('colorAccent')};
  border-radius: ${token('radius')};
  background: ${token('colorAccent')};
  color: ${token('colorAccentText')};
  font: inherit;
  font-weight: 600;
  cursor: pointer;

  &:focus-visible {
    outline: 2px solid ${token('colorFocus')};
    outline-offset: 1px;
  }
`;
