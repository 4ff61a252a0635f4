import type { Permission } from '@chartbench/core';

const LOCKS = { createAccount: 'Members only', upgradeToExtra: 'Extra & Pro', upgradeToPro: 'Pro only' } as const;

/** The lock shown on a menu entry the member may not use (core's canUse decides), or undefined when allowed. */
export function lockLabel(permission: Permission): string | undefined {
  if (permission.allowed) return undefined;
  return permission.modal === 'none' ? 'Unavailable' : LOCKS[permission.modal];
}
