import { Button, Text, UNSTABLE_Toast as Toast } from 'react-aria-components';
import { styled } from 'styled-components';
import { token } from '../theme/tokens';

/**
 * Toasts stack at the top, each 40 px high with a 12 px gap (spec 3 §9). The stack carries React Aria's toast
 * region behaviour; empty, it takes no room and no clicks.
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
  pointer-events: none;
  outline: none;
`;

/**
 * React Aria's toast: one notification, in its kind's colours. A fading toast (`data-phase="fading"`, its last
 * second, spec 1 §4.8) goes transparent.
 */
export const Item = styled(Toast)<{ $background: string; $text: string }>`
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
  opacity: 1;
  transition: opacity 1000ms linear;
  pointer-events: auto;
  overflow: hidden;
  white-space: nowrap;
  outline: none;

  /* React Aria's toast content, the live part that is announced: it gives way so the message can be cut short. */
  & > .react-aria-ToastContent {
    min-width: 0;
    overflow: hidden;
  }

  &[data-phase='fading'] {
    opacity: 0;
  }

  &[data-focus-visible] {
    outline: 2px solid ${token('colorFocus')};
    outline-offset: 2px;
  }
`;

/** The message, in the toast's title slot (it names the toast). */
export const Message = styled(Text)`
  display: block;
  overflow: hidden;
  text-overflow: ellipsis;
`;

/** React Aria's button in the toast's close slot. */
export const Dismiss = styled(Button)`
  flex: none;
  border: 0;
  background: transparent;
  color: inherit;
  font-size: 18px;
  line-height: 1;
  cursor: pointer;
  padding: ${token('space1')} ${token('space2')};
  outline: none;

  &[data-focus-visible] {
    outline: 2px solid currentColor;
  }
`;
