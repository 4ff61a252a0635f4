import { styled } from 'styled-components';
import { token } from '../theme/tokens';

export const Bar = styled.div`
  border-top: 1px solid ${token('colorBorder')};
  background: ${token('colorSurface')};
`;

export const Toggle = styled.button`
  display: block;
  margin-left: auto;
  padding: ${token('space1')} ${token('space2')};
  border: 0;
  background: transparent;
  color: ${token('colorAccent')};
  font: inherit;
  font-size: ${token('fontSizeSmall')};
  cursor: pointer;

  &:focus-visible {
    outline: 2px solid ${token('colorFocus')};
  }
`;

/** The bar's contents; the 350 ms slide of spec 3 §9 runs on max-height. */
export const Content = styled.div<{ $open: boolean }>`
  max-height: ${(p) => (p.$open ? '400px' : '0')};
  overflow: ${(p) => (p.$open ? 'visible' : 'hidden')};
  visibility: ${(p) => (p.$open ? 'visible' : 'hidden')};
  /* Opening shows the controls at once; closing hides them only after the slide. */
  transition: ${(p) => (p.$open ? 'max-height 350ms ease' : 'max-height 350ms ease, visibility 0s linear 350ms')};
`;

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${token('space1')};
  padding: ${token('space1')} ${token('space2')};
`;

export const StyleButton = styled.button<{ $background: string; $color: string }>`
  min-width: 32px;
  height: 28px;
  padding: 0 ${token('space2')};
  border: 1px solid ${token('colorBorder')};
  border-radius: ${token('radius')};
  background: ${(p) => p.$background};
  color: ${(p) => p.$color};
  font: inherit;
  font-weight: 700;
  cursor: pointer;

  &:focus-visible {
    outline: 2px solid ${token('colorFocus')};
    outline-offset: 1px;
  }
`;
