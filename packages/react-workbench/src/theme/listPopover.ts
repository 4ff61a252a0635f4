import { css } from 'styled-components';
import { token } from './tokens';

/**
 * The surface of a React Aria popover that holds a list (select, combobox): bordered and shadowed, above the
 * page. React Aria positions it with inline styles (position, top, left, max-height), so this sets none of
 * them; the list inside scrolls past 15 rows of 28 px (spec 3 §9) with {@link listScroll}.
 */
export const listPopoverSurface = css`
  min-width: var(--trigger-width);
  margin: 0;
  padding: 0;
  background: ${token('colorBackground')};
  border: 1px solid ${token('colorBorder')};
  border-radius: ${token('radius')};
  box-shadow: ${token('shadow')};
  color: ${token('colorText')};
  font-size: ${token('fontSize')};

  &:focus {
    outline: none;
  }
`;

/** The scrolling list inside a {@link listPopoverSurface}: 15 rows of 28 px at most (spec 3 §9). */
export const listScroll = css`
  max-height: calc(28px * 15);
  padding: ${token('space1')} 0;
  overflow-y: auto;

  &:focus {
    outline: none;
  }
`;
