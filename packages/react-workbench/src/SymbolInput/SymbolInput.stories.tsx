import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { WorkbenchRoot } from '../theme/Root';
import { SymbolInput } from './SymbolInput';

const meta = {
  title: 'Parts/SymbolInput',
  component: SymbolInput,
  tags: ['autodocs'],
  args: { symbol: 'AAPL', onSubmit: fn() },
  argTypes: {
    symbol: { table: { category: 'State' } },
    label: { table: { category: 'Content' } },
  },
  decorators: [(Story) => <WorkbenchRoot style={{ padding: 16 }}>{Story()}</WorkbenchRoot>],
} satisfies Meta<typeof SymbolInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Empty: Story = { args: { symbol: '', label: 'Try a new symbol' } };

/** Enter submits what was typed. */
export const TypeAndSubmit: Story = {
  play: async ({ canvasElement, args }) => {
    const field = within(canvasElement).getByRole('textbox', { name: 'Symbol' });
    await userEvent.clear(field);
    await userEvent.type(field, 'msft{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('msft');
  },
};

const SUGGESTIONS = [
  { symbol: 'MSFT', name: 'Microsoft Corporation', exchange: 'NASDAQ' },
  { symbol: 'MSTR', name: 'MicroStrategy Inc', exchange: 'NASDAQ' },
  { symbol: 'MU', name: 'Micron Technology Inc', exchange: 'NASDAQ' },
];
const FULL_PAGE = ['AAPL', 'AAL', 'AAP', 'ABBV', 'ABC', 'ABNB', 'ABT', 'ACN', 'ADBE', 'ADI'].map(
  (symbol) => ({
    symbol,
    name: `${symbol} Holdings`,
    exchange: 'NYSE',
  }),
);

/** spec 3 §4 autosuggest: suggestions 250 ms after typing; Down and Enter chart the highlighted one. */
export const Suggestions: Story = {
  args: { suggest: fn(async () => SUGGESTIONS) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('combobox', { name: 'Symbol' });
    await userEvent.clear(field);
    await userEvent.type(field, 'mic');
    await expect(await canvas.findByRole('option', { name: /MSFT/ })).toHaveTextContent(
      'Microsoft Corporation',
    );
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(field).toHaveAttribute(
      'aria-activedescendant',
      canvas.getByRole('option', { name: /MSTR/ }).id,
    );
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('MSTR');
  },
};

/** A full page of ten suggestions ends with More Results, a link to the symbol search. */
export const MoreResults: Story = {
  args: { suggest: fn(async () => FULL_PAGE) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('combobox', { name: 'Symbol' });
    await userEvent.clear(field);
    await userEvent.type(field, 'a');
    await expect(await canvas.findByRole('option', { name: 'More Results' })).toHaveAttribute(
      'href',
      '/search/?section=symbol&q=a',
    );
    await expect(canvas.getAllByRole('option')).toHaveLength(11);
  },
};

/** Nothing matches, or the request failed: the box stays closed and Enter charts the typed text. */
export const NoSuggestions: Story = {
  args: { suggest: fn(async () => []) },
  play: async ({ canvasElement, args }) => {
    const field = within(canvasElement).getByRole('combobox', { name: 'Symbol' });
    await userEvent.clear(field);
    await userEvent.type(field, 'zzzz');
    await waitFor(() => expect(args.suggest).toHaveBeenCalledWith('zzzz'));
    await expect(field).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('zzzz');
  },
};
