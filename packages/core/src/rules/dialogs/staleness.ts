/**
 * Staleness of slow dialog work (spec 3 §4): a result is applied only if the same modal is open on the same
 * symbol and target as when the work started, and no newer work of that modal started since.
 */

/** What a dialog's work was started for. */
export interface DialogContext {
  readonly modalId: string | null;
  readonly symbol: string;
  /** The record the work is about (a chart or style recid, a list number), or null. */
  readonly target: string | number | null;
}

/** A ticket handed out when slow work starts. */
export interface DialogTicket extends DialogContext {
  readonly seq: number;
}

/** Whether work holding `ticket` may still apply its result given the current context and latest sequence. */
export function isTicketCurrent(ticket: DialogTicket, current: DialogContext, latestSeq: number): boolean {
  return (
    ticket.seq === latestSeq &&
    ticket.modalId !== null &&
    ticket.modalId === current.modalId &&
    ticket.symbol === current.symbol &&
    ticket.target === current.target
  );
}

/** Hands out tickets and checks them against the context now; a newer ticket makes older ones stale. */
export interface DialogTickets {
  issue(context: DialogContext): DialogTicket;
  isCurrent(ticket: DialogTicket, current: DialogContext): boolean;
}

/** A ticket counter for one dialog host. */
export function createDialogTickets(): DialogTickets {
  let latest = 0;
  return {
    issue: (context) => {
      latest += 1;
      return { modalId: context.modalId, symbol: context.symbol, target: context.target, seq: latest };
    },
    isCurrent: (ticket, current) => isTicketCurrent(ticket, current, latest),
  };
}
