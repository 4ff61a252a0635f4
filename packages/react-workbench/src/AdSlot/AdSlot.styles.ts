import { styled } from 'styled-components';
import { token } from '../theme/tokens';

export const Slots = styled.aside<{ $column: boolean }>`
  display: flex;
  flex: 0 0 auto;
  flex-direction: ${(p) => (p.$column ? 'column' : 'row')};
  flex-wrap: wrap;
  gap: ${token('space2')};
`;

export const Slot = styled.div<{ $width: number; $height: number }>`
  display: flex;
  align-items: center;
  justify-content: center;
  width: ${(p) => p.$width}px;
  max-width: 100%;
  height: ${(p) => p.$height}px;
  border: 1px dashed ${token('colorBorder')};
  background: ${token('colorSurface')};
  color: ${token('colorTextMuted')};
  font-size: ${token('fontSizeSmall')};
`;

export const Retry = styled.button`
  align-self: flex-start;
  min-height: ${token('controlHeight')};
  padding: 0 ${token('space2')};
  border: 1px solid ${token('colorBorder')};
  border-radius: ${token('radius')};
  background: ${token('colorSurface')};
  color: ${token('colorText')};
  font: inherit;
  cursor: pointer;
`;
