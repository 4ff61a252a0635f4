import { styled } from 'styled-components';
import { token } from '../../theme/tokens';

export const Bearish = styled.span`
  color: ${token('colorDanger')};
  font-size: ${token('fontSizeSmall')};
`;
