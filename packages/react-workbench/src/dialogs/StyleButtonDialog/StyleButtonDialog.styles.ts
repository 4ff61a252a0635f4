import { styled } from 'styled-components';
import { token } from '../../theme/tokens';

export const Swatch = styled.span<{ $background: string; $text: string }>`
  align-self: flex-start;
  min-width: 32px;
  height: 24px;
  padding: 0 ${token('space2')};
  border-radius: ${token('radius')};
  background: ${({ $background }) => $background};
  color: ${({ $text }) => $text};
  font-weight: 600;
  line-height: 24px;
  text-align: center;
`;
