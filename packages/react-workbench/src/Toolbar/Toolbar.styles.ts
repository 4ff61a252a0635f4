import { styled } from 'styled-components';
import { token } from '../theme/tokens';

export const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${token('space2')};
  padding: ${token('space2')};
  background: ${token('colorSurface')};
  border-bottom: 1px solid ${token('colorBorder')};
`;

export const CompanyName = styled.span`
  color: ${token('colorTextMuted')};
  font-size: ${token('fontSizeSmall')};
  margin-left: ${token('space2')};
`;
