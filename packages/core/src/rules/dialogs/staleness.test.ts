import { createDialogTickets, isTicketCurrent, type DialogContext } from './staleness';

const context: DialogContext = { modalId: 'linkToChart', symbol: 'AAPL', target: 41 };

describe('spec 3 §4 stale dialog results are dropped', () => {
  it.each<[string, DialogContext, boolean]>([
    ['same modal, symbol and target', context, true],
    ['modal closed', { ...context, modalId: null }, false],
    ['another modal', { ...context, modalId: 'emailChart' }, false],
    ['symbol changed', { ...context, symbol: 'MSFT' }, false],
    ['target changed', { ...context, target: 42 }, false],
  ])('%s: current %s', (_label, now, current) => {
    const tickets = createDialogTickets();
    const ticket = tickets.issue(context);
    expect(tickets.isCurrent(ticket, now)).toBe(current);
  });

  it('a newer ticket makes the older stale', () => {
    const tickets = createDialogTickets();
    const first = tickets.issue(context);
    const second = tickets.issue(context);
    expect(tickets.isCurrent(first, context)).toBe(false);
    expect(tickets.isCurrent(second, context)).toBe(true);
  });

  it('a ticket issued with no modal open is never current', () => {
    expect(isTicketCurrent({ ...context, modalId: null, seq: 1 }, { ...context, modalId: null }, 1)).toBe(
      false,
    );
  });
});
