import { styled } from 'styled-components';
import { token } from '../theme/tokens';

export const Slots = styled.aside<{ $column: boolean }>`
  display: flex;
  flex: 0 0 auto;
  flex-direction: ${(p) => (p.$column ? 'column' : 'row')};
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
