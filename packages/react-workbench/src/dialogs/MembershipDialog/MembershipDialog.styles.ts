import { styled } from 'styled-components';
import { token } from '../../theme/tokens';

export const SecondaryLink = styled.a`
  display: inline-flex;
  align-items: center;
  height: ${token('controlHeight')};
  padding: 0 ${token('space3')};
  color: ${token('colorAccent')};

  &:focus-visible {
    outline: 2px solid ${token('colorFocus')};
  }
`;
