import { styled } from 'styled-components';
import { token } from '../theme/tokens';

export const Nav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${token('space2')};
  padding: ${token('space2')} 0;
  border-bottom: 1px solid ${token('colorBorder')};
`;

export const Menus = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${token('space1')};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Anchor = styled.li`
  position: relative;
`;

export const MenuList = styled.ul`
  position: absolute;
  z-index: 30;
  top: calc(100% + 2px);
  left: 0;
  min-width: 14rem;
  margin: 0;
  padding: ${token('space1')} 0;
  list-style: none;
  border: 1px solid ${token('colorBorder')};
  border-radius: ${token('radius')};
  background: ${token('colorBackground')};
  box-shadow: 0 4px 12px rgb(0 0 0 / 15%);

  a {
    display: block;
    padding: ${token('space1')} ${token('space3')};
    color: ${token('colorText')};
    text-decoration: none;
    white-space: nowrap;
  }

  a:hover,
  a:focus {
    background: ${token('colorSurface')};
  }
`;

export const Spacer = styled.div`
  flex: 1;
`;

export const SearchForm = styled.form`
  display: inline-flex;
  gap: ${token('space1')};
`;

export const LinkButton = styled.a`
  display: inline-flex;
  align-items: center;
  height: ${token('controlHeight')};
  padding: 0 ${token('space3')};
  border: 1px solid ${token('colorBorder')};
  border-radius: ${token('radius')};
  color: ${token('colorText')};
  text-decoration: none;
`;
