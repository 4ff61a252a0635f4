import { styled } from 'styled-components';
import { token } from '../theme/tokens';

export const Slider = styled.div<{ $width: number; $height: number; $tabletHeight: number }>`
  position: relative;
  display: flex;
  align-items: stretch;
  width: ${({ $width }) => $width}px;
  height: ${({ $height }) => $height}px;
  user-select: none;
  touch-action: none;

  /* A finger needs a taller slider: the tablet height (spec 2 §4, 33 px on an iPad). */
  @media (pointer: coarse) {
    height: ${({ $tabletHeight }) => $tabletHeight}px;
  }
`;

export const Arrow = styled.button`
  flex: 0 0 auto;
  width: 19px;
  padding: 0;
  border: 1px solid ${token('colorBorder')};
  background: ${token('colorSurface')};
  color: ${token('colorText')};
  font-size: 10px;
  cursor: pointer;

  &:focus-visible {
    outline: 2px solid ${token('colorFocus')};
  }
`;

export const Track = styled.div`
  position: relative;
  flex: 1 1 auto;
  background: ${token('colorSurface')};
  border-top: 1px solid ${token('colorBorder')};
  border-bottom: 1px solid ${token('colorBorder')};
`;

export const Window = styled.div`
  position: absolute;
  top: 0;
  bottom: 0;
  background: rgba(31, 95, 191, 0.25);
  border: 1px solid ${token('colorAccent')};
  cursor: grab;

  &:focus-visible {
    outline: 2px solid ${token('colorFocus')};
  }
`;

export const Handle = styled.div<{ $side: 'left' | 'right' }>`
  position: absolute;
  top: 0;
  bottom: 0;
  ${({ $side }) => $side}: -4px;
  width: 8px;
  background: ${token('colorAccent')};
  border-radius: 2px;
  cursor: ew-resize;
`;

export const Menu = styled.ul`
  position: absolute;
  top: 100%;
  z-index: 20;
  margin: 2px 0 0;
  padding: ${token('space1')} 0;
  list-style: none;
  background: ${token('colorBackground')};
  border: 1px solid ${token('colorBorder')};
  border-radius: ${token('radius')};
  box-shadow: ${token('shadow')};
`;

export const MenuItem = styled.li`
  padding: ${token('space1')} ${token('space3')};
  font-size: ${token('fontSizeSmall')};
  white-space: nowrap;
  cursor: pointer;

  &:hover,
  &:focus {
    background: ${token('colorSurface')};
    outline: none;
  }
`;
