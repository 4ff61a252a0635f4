import { styled } from 'styled-components';
import { token } from '../../theme/tokens';

export const LinkBox = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${token('space2')};
`;
