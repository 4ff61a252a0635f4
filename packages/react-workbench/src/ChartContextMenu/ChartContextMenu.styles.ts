import { styled } from 'styled-components';
import { token } from '../theme/tokens';

export const Menu = styled.ul`
  position: absolute;
  z-index: 30;
  min-width: 220px;
  margin: 0;
  padding: ${token('space1')} 0;
  list-style: none;
  background: ${token('colorBackground')};
  border: 1px solid ${token('colorBorder')};
  border-radius: ${token('radius')};
  box-shadow: ${token('shadow')};

  & > li {
    display: block;
  }

  & [role='menuitem'] {
    display: block;
    padding: ${token('space1')} ${token('space3')};
    color: ${token('colorText')};
    text-decoration: none;
    white-space: nowrap;
    cursor: pointer;
  }

  & [role='menuitem']:hover,
  & [role='menuitem']:focus {
    background: ${token('colorSurface')};
    outline: none;
  }

  & [role='menuitem'][aria-disabled='true'] {
    color: ${token('colorTextMuted')};
    cursor: not-allowed;
    pointer-events: none;
  }
`;
