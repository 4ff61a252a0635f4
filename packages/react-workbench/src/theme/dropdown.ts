import { css } from 'styled-components';
import { token } from './tokens';

/**
 * The surface every dropdown list shares: positioned against its anchor, above the page, scrolling past 15 rows
 * of 28 px (spec 3 §9), bordered and shadowed. A dropdown adds where it hangs (top or bottom) and its width.
 */
export const dropdownSurface = css`
  position: absolute;
  z-index: 20;
  left: 0;
  max-height: calc(28px * 15);
  margin: 0;
  padding: ${token('space1')} 0;
  overflow-y: auto;
  list-style: none;
  background: ${token('colorBackground')};
  border: 1px solid ${token('colorBorder')};
  border-radius: ${token('radius')};
  box-shadow: ${token('shadow')};
`;
