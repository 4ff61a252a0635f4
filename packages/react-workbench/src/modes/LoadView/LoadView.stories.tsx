import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { Load } from '@chartbench/core';
import { WorkbenchRoot } from '../../theme/Root';
import { TextLink } from '../shared/shared.styles';
import { LoadView } from './LoadView';

type Failure = { readonly message: string };

/** A list of symbols as a mode would load it, to show each state of {@link LoadView}. */
function SymbolsLoad({ load }: { readonly load: Load<readonly string[], Failure> }) {
  return (
    <LoadView
      load={load}
      loadingLabel="Loading symbols…"
      failedMessage={(failure) => failure.message}
      isEmpty={(symbols) => symbols.length === 0}
      emptyMessage="You do not have any symbols yet."
      emptyAction={<TextLink href="#add">Add Symbols</TextLink>}
    >
      {(symbols) => (
        <ul aria-label="Symbols">
          {symbols.map((symbol) => (
            <li key={symbol}>{symbol}</li>
          ))}
        </ul>
      )}
    </LoadView>
  );
}

const meta = {
  title: 'Modes/LoadView',
  component: SymbolsLoad,
  tags: ['autodocs'],
  args: { load: { status: 'loaded', data: ['AAPL', 'MSFT', 'SPY'] } },
  argTypes: { load: { control: 'object', table: { category: 'Data' } } },
  decorators: [(Story) => <WorkbenchRoot style={{ padding: 16 }}>{Story()}</WorkbenchRoot>],
} satisfies Meta<typeof SymbolsLoad>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(3);
  },
};
export const Loading: Story = {
  args: { load: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading symbols…');
  },
};
/** A reload keeps the symbols an earlier load gave on screen. */
export const Reloading: Story = { args: { load: { status: 'loading', previous: ['AAPL'] } } };
export const Failed: Story = {
  args: { load: { status: 'failed', error: { message: 'Failed to load symbols.' } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Failed to load symbols.');
  },
};
export const Empty: Story = {
  args: { load: { status: 'loaded', data: [] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Add Symbols' })).toBeVisible();
  },
};
