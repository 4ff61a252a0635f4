import { styled } from 'styled-components';
import { token } from '../theme/tokens';

export const Footer = styled.footer`
  margin-top: ${token('space3')};
  padding: ${token('space3')} 0;
  border-top: 1px solid ${token('colorBorder')};
  font-size: 13px;
  color: ${token('colorTextMuted')};
`;

export const Links = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${token('space1')} ${token('space3')};
  margin: 0 0 ${token('space2')};
  padding: 0;
  list-style: none;
`;

export const Notice = styled.p`
  margin: 0 0 ${token('space2')};
`;

export const Bottom = styled.div`
  display: flex;
  align-items: center;
  gap: ${token('space3')};
`;
