import { styled } from 'styled-components';
import { token } from '../theme/tokens';

export const Frame = styled.div`
  position: relative;
  display: inline-block;
  max-width: 100%;
  padding: 4px 12px 12px 4px;
`;

/**
 * The image and the inspector over it. Until the first image has loaded it holds the chart's size, so the
 * page below does not jump when the picture arrives (an image without a size is 0 px tall while loading).
 */
export const ImageBox = styled.div<{ $reserve: { width: number; height: number } | null }>`
  position: relative;
  max-width: 100%;
  ${(p) => (p.$reserve ? `width: ${p.$reserve.width}px; aspect-ratio: ${p.$reserve.width} / ${p.$reserve.height};` : '')}
`;

export const Image = styled.img<{ $dimmed: boolean }>`
  display: block;
  max-width: 100%;
  height: auto;
  opacity: ${(p) => (p.$dimmed ? 0.45 : 1)};
  transition: opacity 120ms linear;
`;

export const Placeholder = styled.div<{ $width: number; $height: number }>`
  width: ${(p) => p.$width}px;
  max-width: 100%;
  aspect-ratio: ${(p) => `${p.$width} / ${p.$height}`};
  background: ${token('colorSurface')};
  border: 1px dashed ${token('colorBorder')};
`;

export const Status = styled.div`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  pointer-events: none;
  font-weight: 600;
  color: ${token('colorTextMuted')};
`;

export const ErrorBox = styled.div`
  width: 900px;
  max-width: 100%;
  padding: ${token('space4')};
  border: 1px solid ${token('colorDanger')};
  border-radius: ${token('radius')};
  color: ${token('colorDanger')};
  background: ${token('colorBackground')};
`;

/** The 14 px resize handle at the chart's bottom right corner (spec 1 §9). */
export const Handle = styled.div`
  position: absolute;
  right: 0;
  bottom: 0;
  width: 14px;
  height: 14px;
  cursor: nwse-resize;
  touch-action: none;
  background: linear-gradient(135deg, transparent 50%, ${token('colorBorder')} 50%);
  &[aria-disabled='true'] {
    cursor: default;
    opacity: 0.35;
  }
`;

export const ResizeOutline = styled.div`
  position: absolute;
  top: 4px;
  left: 4px;
  display: flex;
  align-items: flex-end;
  justify-content: flex-end;
  padding: ${token('space1')};
  border: 2px dashed ${token('colorAccent')};
  color: ${token('colorAccent')};
  font-size: ${token('fontSizeSmall')};
  pointer-events: none;
`;
