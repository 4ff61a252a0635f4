import type { ModalId } from '@chartbench/core';
import { MESSAGES, findModal } from '@chartbench/core';
import { Dialog } from '../Dialog/Dialog';
import { useWorkbench, useWorkbenchActions } from '../WorkbenchProvider/WorkbenchProvider';
import { Actions, Message, PrimaryLink, SecondaryLink } from './ModalHost.styles';

/** The refusal dialogs (spec 1 §1, §6; spec 3 §6): what they say and where they lead. */
const REFUSALS: Partial<Record<ModalId, { message: string; primary: [string, string]; secondary?: [string, string] }>> = {
  createAccount: {
    message: 'Saving charts and using member features needs a free account. Paid memberships unlock finer periods, longer ranges and wider charts; try one free for 1 month.',
    primary: ['Start Free Trial', '/checkout/freetrial/'],
    secondary: ['Log In', '/login/'],
  },
  upgradeToExtra: { message: `This feature is ${MESSAGES.common.extraAndProOnly}.`, primary: ['Upgrade', '/checkout/freetrial/'] },
  upgradeToPro: { message: `This feature is ${MESSAGES.common.proOnly}.`, primary: ['Upgrade to Pro', '/checkout/freetrial/'] },
};

/** Shows the one open modal of the workbench (spec 1 §2.3), if it is one this build draws. */
export function ModalHost() {
  const modal = useWorkbench((state) => state.modal);
  const actions = useWorkbenchActions();
  if (modal === null) return null;
  const option = findModal(modal.id);
  const refusal = REFUSALS[modal.id];
  if (!option || !refusal) return null;
  return (
    <Dialog title={option.title} onClose={actions.closeModal} closesOnBackgroundClick={option.closesOnBackgroundClick}>
      <Message>{refusal.message}</Message>
      <Actions>
        {refusal.secondary && <SecondaryLink href={refusal.secondary[1]}>{refusal.secondary[0]}</SecondaryLink>}
        <PrimaryLink href={refusal.primary[1]}>{refusal.primary[0]}</PrimaryLink>
      </Actions>
    </Dialog>
  );
}
