import { styled } from 'styled-components';
import { token } from '../theme/tokens';

export const Main = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${token('space1')};
  padding: ${token('space2')};
`;

/** The panel below the chart. */
export const Below = styled.div`
  padding: 0 ${token('space2')} ${token('space2')};
`;
