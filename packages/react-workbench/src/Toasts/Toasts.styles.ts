import { styled } from 'styled-components';
import { token } from '../theme/tokens';

/**
 * Toasts stack at the top, each 40 px high with a 12 px gap (spec 3 §9). Divs, not a list: each toast is a
 * status or an alert, roles a list item may not take.
 */
export const Stack = styled.div`
  position: fixed;
  top: ${token('space3')};
  left: 50%;
  transform: translateX(-50%);
  z-index: 200;
  display: flex;
  flex-direction: column;
  gap: 12px;
  width: min(560px, calc(100% - 24px));
  margin: 0;
  padding: 0;
  list-style: none;
  pointer-events: none;
`;

export const Item = styled.div<{ $background: string; $text: string; $fading: boolean }>`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${token('space2')};
  height: 40px;
  padding: 0 ${token('space2')} 0 ${token('space3')};
  border-radius: ${token('radius')};
  box-shadow: ${token('shadow')};
  background: ${(p) => p.$background};
  color: ${(p) => p.$text};
  opacity: ${(p) => (p.$fading ? 0 : 1)};
  /* The last second of a toast's life is its fade (spec 1 §4.8). */
  transition: opacity 1000ms linear;
  pointer-events: auto;
  overflow: hidden;
  white-space: nowrap;
  text-overflow: ellipsis;
`;

export const Message = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
`;

export const Dismiss = styled.button`
  flex: none;
  border: 0;
  background: transparent;
  color: inherit;
  font-size: 18px;
  line-height: 1;
  cursor: pointer;
  padding: ${token('space1')} ${token('space2')};

  &:focus-visible {
    outline: 2px solid currentColor;
  }
`;
