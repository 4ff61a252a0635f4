import { styled } from 'styled-components';
import { MenuPopover } from '../Menu/index';

/** The clicked point: the menu hangs from it, and its popover is portalled into it (inside the workbench). */
export const MenuPoint = styled.span`
  position: absolute;
  width: 0;
  height: 0;
`;

export const ContextPopover = styled(MenuPopover)`
  min-width: 220px;
`;
