import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ApplyStyleResult } from '@chartbench/core';
import { expect, fn, userEvent, within } from 'storybook/test';
import { WorkbenchRoot } from '../../theme/Root';
import { DIALOG_LISTS, DIALOG_STYLES } from '../fixtures';
import { ApplyStyleDialog } from './ApplyStyleDialog';
import { expectFitsPhone, phoneFrame } from '../../test/PhoneFrame';

const answer = (result: ApplyStyleResult) => fn(async () => result);

const meta = {
  title: 'Dialogs/ApplyStyleDialog',
  component: ApplyStyleDialog,
  tags: ['autodocs'],
  args: {
    lists: DIALOG_LISTS,
    styles: DIALOG_STYLES,
    initialListNum: 0,
    initialStyleRecid: 702,
    onSubmit: answer({ ok: true, updated: 12, failed: 0 }),
    onClose: fn(),
  },
  decorators: [(Story) => <WorkbenchRoot>{Story()}</WorkbenchRoot>],
} satisfies Meta<typeof ApplyStyleDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const apply = async (body: HTMLElement) => {
  const canvas = within(body);
  await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
  return canvas;
};

/** Nothing chosen: both messages. */
export const Empty: Story = {
  args: { initialListNum: null, initialStyleRecid: null },
  play: async ({ canvasElement }) => {
    const canvas = await apply(canvasElement.ownerDocument.body);
    await expect(canvas.getByText('Please select a ChartList.')).toBeInTheDocument();
    await expect(canvas.getByText('Please select a ChartStyle.')).toBeInTheDocument();
  },
};
/** Every chart updated: green. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await apply(canvasElement.ownerDocument.body);
    await expect(
      await canvas.findByText('Success! Charts have been updated with ChartStyle!'),
    ).toBeInTheDocument();
  },
};
/** A read-only list: refused in yellow (spec 1 §4.2). */
export const Invalid: Story = {
  args: { initialListNum: 2 },
  play: async ({ canvasElement, args }) => {
    const canvas = await apply(canvasElement.ownerDocument.body);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      "We're sorry, but you're unable to modify this read-only ChartList or its charts.",
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
/** Some charts failed: the partial result in yellow (spec 3 §8). */
export const Partial: Story = {
  args: { onSubmit: answer({ ok: true, updated: 9, failed: 3 }) },
  play: async ({ canvasElement }) => {
    const canvas = await apply(canvasElement.ownerDocument.body);
    await expect(
      await canvas.findByText('Some Charts were unable to be updated with ChartStyle.'),
    ).toHaveAttribute('data-color', 'yellow');
  },
};
/** Waiting on the server. */
export const Saving: Story = {
  args: { onSubmit: fn(() => new Promise<ApplyStyleResult>(() => undefined)) },
  play: async ({ canvasElement }) => {
    const canvas = await apply(canvasElement.ownerDocument.body);
    await expect(canvas.getByRole('button', { name: 'Saving…' })).toBeDisabled();
  },
};
/** The request failed: red. */
export const Failed: Story = {
  args: { onSubmit: answer({ ok: false }) },
  play: async ({ canvasElement }) => {
    const canvas = await apply(canvasElement.ownerDocument.body);
    await expect(await canvas.findByText('Unable to update Charts with ChartStyle.')).toHaveAttribute(
      'data-color',
      'red',
    );
  },
};

/** In a 390 px container (a phone): the dialog fits its width, nothing scrolls sideways. */
export const Narrow390: Story = {
  decorators: [phoneFrame],
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.querySelector('[role="dialog"]')).not.toBeNull();
    await expectFitsPhone(canvasElement);
  },
};
