import { styled } from 'styled-components';
import { token } from '../theme/tokens';
import { DragHandle } from './ChartSettings.styles';

/** The drag handle, focusable: Enter starts a keyboard drag (React Aria's useDrag). */
export const Handle = styled(DragHandle)`
  &:focus-visible {
    outline: 2px solid ${token('colorFocus')};
    outline-offset: 1px;
  }

  &[data-dragging] {
    cursor: grabbing;
    opacity: 0.5;
  }
`;
