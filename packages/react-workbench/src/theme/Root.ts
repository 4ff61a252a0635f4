import { styled } from 'styled-components';
import { TOKEN_DECLARATIONS, token } from './tokens';
import { REDUCED_MOTION_CSS } from './motion';

/**
 * The scoping root of every workbench surface: it declares the tokens and the base typography, and resets
 * box sizing for its own subtree only, so a host page is never touched. A reader who asked for less motion gets
 * no transitions or animations inside it.
 */
export const WorkbenchRoot = styled.div`
  ${TOKEN_DECLARATIONS}
  font-family: ${token('fontFamily')};
  font-size: ${token('fontSize')};
  color: ${token('colorText')};
  background: ${token('colorBackground')};
  line-height: 1.4;

  & *,
  & *::before,
  & *::after {
    box-sizing: border-box;
  }

  ${REDUCED_MOTION_CSS}
`;
