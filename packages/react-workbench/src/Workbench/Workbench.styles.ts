import { styled } from 'styled-components';
import { token } from '../theme/tokens';

export const Main = styled.div`
  padding: ${token('space2')};
`;
