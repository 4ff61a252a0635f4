import { css, keyframes, styled } from 'styled-components';
import { token } from '../theme/tokens';

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

const fadeOut = keyframes`
  from { opacity: 1; }
  to { opacity: 0; }
`;

/**
 * The notes menu fades in when the tool opens and out when it closes (spec 2 §9), unless the user asked for
 * less motion. `data-closing` is set by `useFadeOut`.
 */
const fading = css`
  animation: ${fadeIn} 200ms ease-out;
  &[data-closing] {
    animation: ${fadeOut} 200ms ease-in forwards;
    pointer-events: none;
  }
  @media (prefers-reduced-motion: reduce) {
    animation: none;
    &[data-closing] {
      animation: none;
    }
  }
`;

/** The drawings over the chart image, in image pixels scaled with the image. */
export const Overlay = styled.svg<{ $editing: boolean }>`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  overflow: hidden;
  pointer-events: ${(p) => (p.$editing ? 'all' : 'none')};
  cursor: ${(p) => (p.$editing ? 'crosshair' : 'default')};
  touch-action: none;
  &:focus-visible {
    outline: 2px solid ${token('colorFocus')};
  }
`;

/**
 * The notes menu: a 32 px column over the chart's left edge that fades in (spec 2 §9 notes UI width). On a
 * chart shorter than its 14 tools (a phone) it scrolls within the chart instead of running past its bottom;
 * a focused tool scrolls into view.
 */
export const Menu = styled.div`
  position: absolute;
  top: 0;
  left: 0;
  width: 32px;
  /* Within the chart: its own padding and border are 6 px. */
  max-height: calc(100% - 6px);
  overflow-y: auto;
  scrollbar-width: none;
  display: flex;
  flex-direction: column;
  gap: 2px;
  padding: 2px 0;
  background: ${token('colorBackground')};
  border: 1px solid ${token('colorBorder')};
  box-shadow: ${token('shadow')};
  ${fading}
  z-index: 2;
`;

export const ToolButton = styled.button`
  /* Full size in a short chart: the menu scrolls rather than squeezing its tools. */
  flex-shrink: 0;
  width: 28px;
  height: 28px;
  margin: 0 auto;
  padding: 0;
  border: 1px solid transparent;
  border-radius: ${token('radius')};
  background: none;
  color: ${token('colorText')};
  font-size: 13px;
  line-height: 1;
  cursor: pointer;
  &[aria-pressed='true'] {
    background: ${token('colorAccent')};
    color: ${token('colorAccentText')};
  }
  &:disabled {
    opacity: 0.4;
    cursor: default;
  }
  &:focus-visible {
    outline: 2px solid ${token('colorFocus')};
  }
`;

/**
 * The bar of the selected drawing's style and the tool's actions, over the chart's top edge: one row of
 * controls ({@link BarRow}) at any width, so it covers only the chart's header, and under it the tool's note
 * when there is one (why the notes cannot be saved).
 */
export const Bar = styled.div`
  position: absolute;
  top: 0;
  left: 40px;
  right: 0;
  display: flex;
  flex-direction: column;
  gap: 2px;
  padding: 2px ${token('space1')};
  background: ${token('colorBackground')};
  border: 1px solid ${token('colorBorder')};
  font-size: ${token('fontSizeSmall')};
  ${fading}
  z-index: 2;
`;

/** The bar's controls in one row: on a narrow chart it scrolls sideways, {@link BarEnd} held in view. */
export const BarRow = styled.div`
  display: flex;
  flex-wrap: nowrap;
  overflow-x: auto;
  scrollbar-width: thin;
  white-space: nowrap;
  align-items: center;
  gap: ${token('space1')};
`;

/** The bar's closing actions: after the controls, held at the bar's right edge while those scroll under it. */
export const BarEnd = styled.span`
  position: sticky;
  right: 0;
  display: flex;
  align-items: center;
  gap: ${token('space1')};
  background: ${token('colorBackground')};
`;

export const BarButton = styled.button`
  height: 24px;
  padding: 0 ${token('space2')};
  border: 1px solid ${token('colorBorder')};
  border-radius: ${token('radius')};
  background: ${token('colorSurface')};
  color: ${token('colorText')};
  font: inherit;
  cursor: pointer;
  &:disabled {
    opacity: 0.5;
    cursor: default;
  }
`;

export const PrimaryButton = styled(BarButton)`
  background: ${token('colorAccent')};
  border-color: ${token('colorAccent')};
  color: ${token('colorAccentText')};
`;

export const Note = styled.span`
  color: ${token('colorTextMuted')};
`;

/** A resize handle on a selected drawing's anchor. */
export const Handle = styled.rect`
  fill: ${token('colorBackground')};
  stroke: ${token('colorAccent')};
  stroke-width: 1.5;
  cursor: move;
`;
