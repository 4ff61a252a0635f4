import { styled } from 'styled-components';
import { token } from '../theme/tokens';

export const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 100;
  display: flex;
  align-items: flex-start;
  justify-content: center;
  padding: 10vh ${token('space4')} ${token('space4')};
  background: rgba(15, 23, 42, 0.45);
`;

export const Panel = styled.div`
  width: min(480px, 100%);
  max-height: 80vh;
  overflow: auto;
  background: ${token('colorBackground')};
  color: ${token('colorText')};
  border-radius: ${token('radius')};
  box-shadow: ${token('shadow')};

  &:focus {
    outline: none;
  }
`;

export const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  padding: ${token('space3')} ${token('space4')};
  border-bottom: 1px solid ${token('colorBorder')};
`;

export const Title = styled.h2`
  margin: 0;
  font-size: 18px;
`;

export const CloseButton = styled.button`
  border: 0;
  background: transparent;
  font-size: 20px;
  line-height: 1;
  cursor: pointer;
  color: ${token('colorTextMuted')};
  padding: ${token('space1')} ${token('space2')};

  &:focus-visible {
    outline: 2px solid ${token('colorFocus')};
  }
`;

export const Body = styled.div`
  padding: ${token('space4')};
`;
