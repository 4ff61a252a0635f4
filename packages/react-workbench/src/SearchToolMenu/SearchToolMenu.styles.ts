import { styled } from 'styled-components';
import { token } from '../theme/tokens';

export const Wrap = styled.div`
  position: relative;
  display: inline-flex;
  gap: ${token('space1')};
`;
