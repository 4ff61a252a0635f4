import { styled } from 'styled-components';
import { token } from '../theme/tokens';

export const Wrap = styled.div`
  position: relative;
  display: inline-flex;
  gap: ${token('space1')};
`;

export const ToolList = styled.ul`
  position: absolute;
  z-index: 25;
  top: calc(100% + 2px);
  left: 0;
  min-width: 16rem;
  margin: 0;
  padding: ${token('space1')} 0;
  list-style: none;
  border: 1px solid ${token('colorBorder')};
  border-radius: ${token('radius')};
  background: ${token('colorBackground')};
  box-shadow: 0 4px 12px rgb(0 0 0 / 15%);
`;

export const ToolRow = styled.li`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${token('space2')};
  padding: ${token('space1')} ${token('space3')};

  a {
    color: ${token('colorText')};
  }
`;

export const DefaultButton = styled.button`
  border: none;
  background: none;
  color: ${token('colorAccent')};
  font: inherit;
  font-size: 12px;
  cursor: pointer;

  &:disabled {
    color: ${token('colorTextMuted')};
    cursor: default;
  }
`;
