import { styled } from 'styled-components';
import { token } from '../theme/tokens';

/** The chart area: the chart on the left, or centred when Chart Left-Aligned is off (spec 1 §4.6). */
export const Main = styled.div<{ $align: 'left' | 'center' }>`
  display: flex;
  flex-direction: column;
  align-items: ${(p) => (p.$align === 'center' ? 'center' : 'flex-start')};
  gap: ${token('space1')};
  padding: ${token('space2')};
`;

/** The chart with the ad slots beside it. */
export const ChartRow = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${token('space3')};
  max-width: 100%;
`;

export const ChartColumn = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${token('space1')};
  min-width: 0;
`;

/** The panel below the chart. */
export const Below = styled.div`
  padding: 0 ${token('space2')} ${token('space2')};
`;

export const ScrollButton = styled.button`
  position: fixed;
  right: ${token('space4')};
  bottom: ${token('space4')};
  z-index: 40;
  padding: ${token('space2')} ${token('space3')};
  border: 1px solid ${token('colorAccent')};
  border-radius: ${token('radius')};
  background: ${token('colorAccent')};
  color: ${token('colorAccentText')};
  font: inherit;
  box-shadow: ${token('shadow')};
  cursor: pointer;

  &:focus-visible {
    outline: 2px solid ${token('colorFocus')};
    outline-offset: 2px;
  }
`;

/** Groups controls that annotation mode switches off (made inert) without changing the layout. */
export const Blocked = styled.div`
  display: contents;
`;
