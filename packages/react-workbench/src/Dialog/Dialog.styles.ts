import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { styled } from 'styled-components';
import { token } from '../theme/tokens';

/**
 * Where the dialog's overlay is portalled: in place, inside the workbench root, so the `--cb-*` tokens apply and
 * the host page's body is left alone. It draws no box of its own.
 */
export const PortalHost = styled.div`
  display: contents;
`;

/** React Aria's modal overlay: the dimmed backdrop a click on which closes the dialog where allowed. */
export const Backdrop = styled(ModalOverlay)`
  position: fixed;
  inset: 0;
  z-index: 100;
  display: flex;
  align-items: flex-start;
  justify-content: center;
  padding: 10vh ${token('space4')} ${token('space4')};
  background: rgba(15, 23, 42, 0.45);
`;

/** React Aria's modal: the dialog's box. */
export const Panel = styled(Modal)`
  width: min(480px, 100%);
  max-height: 80vh;
  overflow: auto;
  background: ${token('colorBackground')};
  color: ${token('colorText')};
  border-radius: ${token('radius')};
  box-shadow: ${token('shadow')};
`;

/** React Aria's dialog element (role dialog, labelled by its heading); it takes focus only when nothing in it can. */
export const Frame = styled(Dialog)`
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

/** React Aria's heading in the dialog's title slot. */
export const Title = styled(Heading)`
  margin: 0;
  font-size: 18px;
`;

/** React Aria's button in the dialog's close slot. */
export const CloseButton = styled(Button)`
  border: 0;
  background: transparent;
  font-size: 20px;
  line-height: 1;
  cursor: pointer;
  color: ${token('colorTextMuted')};
  padding: ${token('space1')} ${token('space2')};
  outline: none;

  &[data-focus-visible] {
    outline: 2px solid ${token('colorFocus')};
  }
`;

export const Body = styled.div`
  padding: ${token('space4')};
`;
