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
