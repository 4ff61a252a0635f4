export { MembershipDialog } from './MembershipDialog';
export type { MembershipDialogKind, MembershipDialogProps } from './MembershipDialog';
