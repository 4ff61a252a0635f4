import { styled } from 'styled-components';
import { token } from '../theme/tokens';

export const Message = styled.p`
  margin: 0 0 ${token('space4')};
`;

export const Actions = styled.div`
  display: flex;
  gap: ${token('space2')};
  justify-content: flex-end;
`;

export const PrimaryLink = styled.a`
  display: inline-flex;
  align-items: center;
  height: ${token('controlHeight')};
  padding: 0 ${token('space3')};
  border-radius: ${token('radius')};
  background: ${token('colorAccent')};
  color: ${token('colorAccentText')};
  font-weight: 600;
  text-decoration: none;
`;

export const SecondaryLink = styled.a`
  display: inline-flex;
  align-items: center;
  height: ${token('controlHeight')};
  padding: 0 ${token('space3')};
  color: ${token('colorAccent')};
`;
