import { styled } from 'styled-components';
import { token } from '../../theme/tokens';

export const Progress = styled.p`
  margin: 0 0 ${token('space2')};
  color: ${token('colorTextMuted')};
  font-size: ${token('fontSizeSmall')};
`;
