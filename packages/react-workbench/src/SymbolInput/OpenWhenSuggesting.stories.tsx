import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { WorkbenchRoot } from '../theme/Root';
import { Field, Input, Option, Options, OptionsPopover, VisuallyHidden } from './SymbolInput.styles';
import { OpenWhenSuggesting } from './OpenWhenSuggesting';

interface Args {
  /** How long the suggestions take to arrive after each keystroke, as a server's answer would. */
  readonly delayMs: number;
  /** The suggestions that arrive for any text ('' for none). */
  readonly suggestions: readonly string[];
}

/** A combobox whose suggestions come a while after the text, with OpenWhenSuggesting inside it. */
function LateSuggestions({ delayMs, suggestions }: Args) {
  const [text, setText] = useState('');
  const [items, setItems] = useState<readonly string[]>([]);
  useEffect(() => {
    if (text === '') return;
    const timer = setTimeout(() => setItems(suggestions), delayMs);
    return () => clearTimeout(timer);
  }, [text, delayMs, suggestions]);
  return (
    <WorkbenchRoot style={{ padding: 16, minHeight: 220 }}>
      <Field
        aria-label="Symbol"
        inputValue={text}
        onInputChange={(next) => {
          // The suggestions of the earlier text go at once; those for this one come later.
          setText(next);
          setItems([]);
        }}
        items={items.map((id) => ({ id }))}
      >
        <VisuallyHidden>Symbol</VisuallyHidden>
        <Input />
        <OptionsPopover offset={2}>
          <Options>
            {(item) => <Option id={(item as { id: string }).id}>{(item as { id: string }).id}</Option>}
          </Options>
        </OptionsPopover>
        <OpenWhenSuggesting text={text} count={items.length} />
      </Field>
    </WorkbenchRoot>
  );
}

const meta = {
  title: 'Parts/OpenWhenSuggesting',
  component: LateSuggestions,
  tags: ['autodocs'],
  args: { delayMs: 300, suggestions: ['MSFT Microsoft Corporation', 'MSTR MicroStrategy'] },
  argTypes: { delayMs: { control: { type: 'range', min: 0, max: 2000 }, table: { category: 'Data' } } },
} satisfies Meta<typeof LateSuggestions>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The list's popover is portalled to the page's body, outside the story's canvas. */
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Empty: nothing typed, nothing open. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await expect(page(canvasElement).queryByRole('listbox')).not.toBeInTheDocument();
  },
};

/** The suggestions arrive after the text: the list opens when they do. */
export const OpensWhenTheyArrive: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox'), 'ms');
    await expect(
      await page(canvasElement).findByRole('option', { name: /MSFT/ }, { timeout: 5000 }),
    ).toBeInTheDocument();
  },
};

/** Escape shuts the list; the same text's suggestions do not open it again. */
export const StaysShutAfterEscape: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox'), 'ms');
    await page(canvasElement).findByRole('listbox', {}, { timeout: 5000 });
    await userEvent.keyboard('{Escape}');
    await new Promise((resolve) => setTimeout(resolve, 500));
    await expect(page(canvasElement).queryByRole('listbox')).not.toBeInTheDocument();
  },
};

/** No suggestions for the text: the list stays shut. */
export const NoSuggestions: Story = {
  args: { suggestions: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox'), 'zz');
    await new Promise((resolve) => setTimeout(resolve, 500));
    await expect(page(canvasElement).queryByRole('listbox')).not.toBeInTheDocument();
  },
};
