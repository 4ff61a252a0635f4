import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Member } from '@chartbench/core';
import { expect, waitFor, within } from 'storybook/test';
import { WorkbenchProvider } from '../WorkbenchProvider/WorkbenchProvider';
import { offlineApiFor } from '../test/StoryWorkbench';
import { MEMBERS } from '../test/members';
import { Workbench } from './Workbench';

/** Every member level a design review looks at, the options add-on included (spec 1 §6). */
const LEVELS = {
  ...MEMBERS,
  optionsAddOn: {
    ...MEMBERS.pro,
    chartCode: 105,
    firstName: 'Olly',
    fullName: 'Olly Options',
    hasOptionsAddOn: true,
  },
} satisfies Record<string, Member | null>;

type Args = { level: keyof typeof LEVELS; width: number | null; theme: 'default' | 'override' };

/**
 * A host's restyling: it overrides `--cb-*` tokens on the workbench root (`[data-chartbench]`, more specific
 * than the root's own declarations), and every surface follows.
 */
const THEME_OVERRIDE = `
  .story-theme [data-chartbench] {
    --cb-color-accent: #5b2a86;
    --cb-color-focus: #5b2a86;
    --cb-color-surface: #f4effa;
    --cb-color-border: #b9a6cf;
    --cb-radius: 10px;
    --cb-font-family: Georgia, 'Times New Roman', serif;
  }
`;

const meta = {
  title: 'Workbench/Workbench/Levels, widths and themes',
  tags: ['autodocs'],
  args: { level: 'visitor', width: null, theme: 'default' },
  argTypes: {
    level: { control: 'select', options: Object.keys(LEVELS), table: { category: 'Member' } },
    width: { control: 'number', table: { category: 'Container' } },
    theme: { control: 'inline-radio', options: ['default', 'override'], table: { category: 'Theme' } },
  },
  render: ({ level, width, theme }) => (
    <div className={theme === 'override' ? 'story-theme' : undefined} style={{ width: width ?? undefined }}>
      {theme === 'override' && <style>{THEME_OVERRIDE}</style>}
      <WorkbenchProvider
        key={level}
        api={offlineApiFor(LEVELS[level])}
        options={{ symbol: 'AAPL', member: LEVELS[level] }}
      >
        <Workbench />
      </WorkbenchProvider>
    </div>
  ),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

async function loaded(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const image = await canvas.findByRole('img', { name: /Chart of/ }, { timeout: 10_000 });
  await waitFor(() => expect((image as HTMLImageElement).naturalWidth).toBeGreaterThan(0), {
    timeout: 10_000,
  });
  return canvas;
}

/** Visitors see the ad slots and a create-account prompt behind every members-only entry. */
export const Visitor: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await expect(canvas.getByRole('complementary', { name: 'Advertisements' })).toBeInTheDocument();
  },
};

/** Members see no ads. */
export const Free: Story = {
  args: { level: 'free' },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await expect(canvas.queryByRole('complementary', { name: 'Advertisements' })).toBeNull();
  },
};

export const Basic: Story = { args: { level: 'basic' }, play: Free.play };
export const Extra: Story = { args: { level: 'extra' }, play: Free.play };
export const Pro: Story = { args: { level: 'pro' }, play: Free.play };
export const OptionsAddOn: Story = { args: { level: 'optionsAddOn' }, play: Free.play };

/** A phone-wide host column: the workbench lays itself out by its container, not the window. */
export const Narrow390: Story = {
  args: { width: 390 },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    const root = canvas.getByRole('region', { name: 'Chart workbench' });
    await expect(root.getBoundingClientRect().width).toBeLessThanOrEqual(390);
    // At 767 px or less the lower bar starts collapsed (spec 3 §2.13).
    await expect(canvas.getByRole('button', { name: 'Show chart tools' })).toBeInTheDocument();
  },
};

/** The host's token overrides reach the workbench's surfaces. */
export const ThemeOverride: Story = {
  args: { theme: 'override', level: 'pro' },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    const root = canvas.getByRole('region', { name: 'Chart workbench' });
    await expect(getComputedStyle(root).getPropertyValue('--cb-color-accent').trim()).toBe('#5b2a86');
    await expect(getComputedStyle(root).fontFamily).toContain('Georgia');
  },
};
