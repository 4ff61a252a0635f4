import { styled } from 'styled-components';
import { token } from '../../theme/tokens';

export const Usage = styled.span`
  color: ${token('colorTextMuted')};
  font-size: ${token('fontSizeSmall')};
`;
