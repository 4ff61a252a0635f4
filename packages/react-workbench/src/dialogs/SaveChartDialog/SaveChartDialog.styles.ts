import { styled } from 'styled-components';
import { token } from '../../theme/tokens';

export const AdvancedToggle = styled.button`
  align-self: flex-start;
  padding: 0;
  border: 0;
  background: transparent;
  color: ${token('colorAccent')};
  font: inherit;
  cursor: pointer;

  &::before {
    content: '▸ ';
  }

  &[aria-expanded='true']::before {
    content: '▾ ';
  }

  &:focus-visible {
    outline: 2px solid ${token('colorFocus')};
  }
`;
