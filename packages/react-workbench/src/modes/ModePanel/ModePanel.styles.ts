import { styled } from 'styled-components';
import { token } from '../../theme/tokens';

export const Panel = styled.section`
  border: 1px solid ${token('colorBorder')};
  border-radius: ${token('radius')};
  background: ${token('colorBackground')};
`;

export const Menu = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${token('space4')};
  padding: ${token('space2')} ${token('space3')};
  background: ${token('colorSurface')};
  border-bottom: 1px solid ${token('colorBorder')};
`;

export const Group = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${token('space1')};
`;

export const GroupLabel = styled.span`
  font-size: ${token('fontSizeSmall')};
  font-weight: 600;
  color: ${token('colorTextMuted')};
  text-transform: uppercase;
`;

export const TabList = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${token('space1')};
`;

export const Tab = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${token('space1')};
  height: 28px;
  padding: 0 ${token('space2')};
  border: 1px solid transparent;
  border-radius: ${token('radius')};
  background: transparent;
  color: ${token('colorAccent')};
  font: inherit;
  font-size: ${token('fontSizeSmall')};
  cursor: pointer;

  &[aria-selected='true'] {
    border-color: ${token('colorAccent')};
    background: ${token('colorAccent')};
    color: ${token('colorAccentText')};
  }

  &[aria-disabled='true'] {
    color: ${token('colorTextMuted')};
    opacity: 0.6;
    cursor: not-allowed;
  }

  &:focus-visible {
    outline: 2px solid ${token('colorFocus')};
    outline-offset: 1px;
  }
`;

export const Lock = styled.span`
  font-size: 10px;
`;

export const Content = styled.div`
  padding: ${token('space3')};
  min-height: 160px;
`;
