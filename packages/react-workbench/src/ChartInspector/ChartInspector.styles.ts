import { styled } from 'styled-components';
import { token } from '../theme/tokens';

/** Covers the chart image; draws nothing itself. */
export const Surface = styled.div`
  position: absolute;
  inset: 0;
  cursor: crosshair;
  overflow: hidden;
  touch-action: none;

  &:focus-visible {
    outline: 2px solid ${token('colorFocus')};
    outline-offset: -2px;
  }
`;

/** The keyboard readout for screen readers: read, not shown (the quote box shows it). */
export const LiveText = styled.div`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;

/** A full-width or full-height crosshair line (with Shift held). */
export const Line = styled.div<{ $vertical: boolean }>`
  position: absolute;
  pointer-events: none;
  background: ${token('colorAccent')};
  opacity: 0.7;
  ${(p) => (p.$vertical ? 'top: 0; bottom: 0; width: 1px;' : 'left: 0; right: 0; height: 1px;')}
`;

/** The small cross at the pointer when the crosshair lines are off. */
export const Cross = styled.div`
  position: absolute;
  width: 15px;
  height: 15px;
  margin: -7px 0 0 -7px;
  pointer-events: none;
  background:
    linear-gradient(${token('colorAccent')}, ${token('colorAccent')}) center / 1px 100% no-repeat,
    linear-gradient(${token('colorAccent')}, ${token('colorAccent')}) center / 100% 1px no-repeat;
`;

export const QuoteBox = styled.div`
  position: absolute;
  pointer-events: none;
  padding: ${token('space1')} ${token('space2')};
  border: 1px solid ${token('colorBorder')};
  border-radius: ${token('radius')};
  background: ${token('colorBackground')};
  box-shadow: ${token('shadow')};
  font-size: ${token('fontSizeSmall')};
  font-variant-numeric: tabular-nums;
  line-height: 1.4;
  white-space: nowrap;
`;

export const Measure = styled.div`
  font-weight: 600;
  color: ${token('colorAccent')};
`;

export const Note = styled.div`
  position: absolute;
  left: ${token('space2')};
  bottom: ${token('space2')};
  padding: ${token('space1')} ${token('space2')};
  border-radius: ${token('radius')};
  background: ${token('colorBackground')};
  color: ${token('colorDanger')};
  font-size: ${token('fontSizeSmall')};
  pointer-events: none;
`;
