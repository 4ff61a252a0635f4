import { CONSTANTS, MESSAGES, SITE_LINKS, findModal } from '@chartbench/core';
import { Dialog } from '../../Dialog/Dialog';
import { Actions, Button, LinkButton, Text } from '../shared/shared.styles';
import { SecondaryLink } from './MembershipDialog.styles';

/** The membership dialogs a refusal leads to (spec 1 §2.3, spec 3 §6). */
export type MembershipDialogKind = 'createAccount' | 'upgradeToExtra' | 'upgradeToPro';

/** Props of {@link MembershipDialog}. */
export interface MembershipDialogProps {
  readonly kind: MembershipDialogKind;
  readonly onClose: () => void;
}

const TRIAL = `${CONSTANTS.membership.trialMonths}-month free trial`;

/** What each dialog says and where its buttons lead. */
const CONTENT: Record<
  MembershipDialogKind,
  { message: string; primary: readonly [string, string]; secondary?: readonly [string, string] }
> = {
  createAccount: {
    message: `Saving charts and using member features needs a free account. Paid memberships unlock finer periods, longer ranges and wider charts: start your ${TRIAL} today.`,
    primary: ['Start Free Trial', SITE_LINKS.freeTrial],
    secondary: ['Log In', SITE_LINKS.login],
  },
  upgradeToExtra: {
    message: `This feature is ${MESSAGES.common.extraAndProOnly}. Upgrade your membership, or try it with a ${TRIAL}.`,
    primary: ['Upgrade', SITE_LINKS.freeTrial],
  },
  upgradeToPro: {
    message: `This feature is ${MESSAGES.common.proOnly}. Upgrade to Pro, or try it with a ${TRIAL}.`,
    primary: ['Upgrade to Pro', SITE_LINKS.freeTrial],
  },
};

/**
 * The create account, upgrade to Extra and upgrade to Pro dialogs (spec 1 §2.3, spec 3 §2.14, §6, §9): what the
 * visitor or member is missing, the 1-month trial, and links to sign up or log in.
 */
export function MembershipDialog({ kind, onClose }: MembershipDialogProps) {
  const content = CONTENT[kind];
  const option = findModal(kind);
  return (
    <Dialog
      title={option?.title ?? kind}
      onClose={onClose}
      closesOnBackgroundClick={option?.closesOnBackgroundClick ?? true}
    >
      <Text>{content.message}</Text>
      <Actions>
        <Button type="button" onClick={onClose}>
          Not Now
        </Button>
        {content.secondary && (
          <SecondaryLink href={content.secondary[1]}>{content.secondary[0]}</SecondaryLink>
        )}
        <LinkButton href={content.primary[1]}>{content.primary[0]}</LinkButton>
      </Actions>
    </Dialog>
  );
}
