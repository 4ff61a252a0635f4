import { describe, expect, it } from 'vitest';
import type { KeyInput } from './keyboard';
import { resolveHotkey, styleButtonIndexOf } from './keyboard';

const key = (k: string, mods: Partial<KeyInput> = {}): KeyInput => ({
  key: k,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  altKey: false,
  inControl: false,
  ...mods,
});
const FREE = { modalOpen: false, dragging: false, annotating: false };

describe('spec 2 §4 keyboard: history and typing hotkeys', () => {
  it.each([
    ['Ctrl+Z', key('z', { ctrlKey: true }), 'historyBack'],
    ['Cmd+Z', key('z', { metaKey: true }), 'historyBack'],
    ['Ctrl+Y', key('y', { ctrlKey: true }), 'historyForward'],
    ['Cmd+Y', key('y', { metaKey: true }), 'historyForward'],
    ['Ctrl+Shift+Z', key('Z', { ctrlKey: true, shiftKey: true }), 'historyForward'],
    ['Cmd+Shift+Z', key('Z', { metaKey: true, shiftKey: true }), 'historyForward'],
    ['a letter', key('m'), 'focusSymbol'],
    ['a digit', key('7'), 'focusSymbol'],
    ['$', key('$', { shiftKey: true }), 'focusSymbol'],
    ['^', key('^', { shiftKey: true }), 'focusSymbol'],
    ['_', key('_', { shiftKey: true }), 'focusSymbol'],
    ['.', key('.'), 'focusSymbol'],
    ['/', key('/'), 'focusSymbol'],
    ['!', key('!', { shiftKey: true }), 'focusSymbol'],
    ['&', key('&', { shiftKey: true }), 'focusSymbol'],
    ['Ctrl+S (spec 3 §5)', key('s', { ctrlKey: true }), 'save'],
    ['Cmd+S', key('s', { metaKey: true }), 'save'],
    ['Ctrl+Shift+S', key('S', { ctrlKey: true, shiftKey: true }), 'saveAs'],
    ['Ctrl+1', key('1', { ctrlKey: true }), 'styleButton1'],
    ['Cmd+9', key('9', { metaKey: true }), 'styleButton9'],
  ] as const)('%s', (_name, input, command) => {
    expect(resolveHotkey(input, FREE)).toBe(command);
  });

  it.each([
    ['Ctrl+A', key('a', { ctrlKey: true })],
    ['Alt+Z', key('z', { altKey: true })],
    ['Ctrl+Alt+Z', key('z', { ctrlKey: true, altKey: true })],
    ['Ctrl+Shift+Y', key('Y', { ctrlKey: true, shiftKey: true })],
    ['a comma', key(',')],
    ['Enter', key('Enter')],
    ['a space', key(' ')],
    ['Tab', key('Tab')],
    ['Ctrl+0', key('0', { ctrlKey: true })],
    ['Ctrl+Alt+S', key('s', { ctrlKey: true, altKey: true })],
  ] as const)('%s does nothing', (_name, input) => {
    expect(resolveHotkey(input, FREE)).toBeNull();
  });

  it.each([
    ['a modal is open', { ...FREE, modalOpen: true }, key('z', { ctrlKey: true })],
    ['dragging', { ...FREE, dragging: true }, key('z', { ctrlKey: true })],
    ['annotating', { ...FREE, annotating: true }, key('y', { ctrlKey: true })],
    ['a modal is open (typing)', { ...FREE, modalOpen: true }, key('m')],
    ['a modal is open (Ctrl+S)', { ...FREE, modalOpen: true }, key('s', { ctrlKey: true })],
    ['dragging (Ctrl+1)', { ...FREE, dragging: true }, key('1', { ctrlKey: true })],
  ] as const)('is off while %s', (_name, blockers, input) => {
    expect(resolveHotkey(input, blockers)).toBeNull();
  });

  it.each([[key('z', { ctrlKey: true, inControl: true })], [key('m', { inControl: true })]])(
    'is off inside another control',
    (input) => {
      expect(resolveHotkey(input, FREE)).toBeNull();
    },
  );
});

describe('spec 2 §4 keyboard: arrows, Ctrl+. and Ctrl+, walk the selected ChartList', () => {
  it.each([
    ['Arrow right', key('ArrowRight'), 'nextChart'],
    ['Arrow down', key('ArrowDown'), 'nextChart'],
    ['Arrow left', key('ArrowLeft'), 'previousChart'],
    ['Arrow up', key('ArrowUp'), 'previousChart'],
    ['Ctrl+period', key('.', { ctrlKey: true }), 'nextChart'],
    ['Cmd+period', key('.', { metaKey: true }), 'nextChart'],
    ['Ctrl+comma', key(',', { ctrlKey: true }), 'previousChart'],
  ] as const)('%s', (_name, input, command) => {
    expect(resolveHotkey(input, FREE)).toBe(command);
  });

  it.each([
    ['Shift+Arrow right', key('ArrowRight', { shiftKey: true })],
    ['Alt+Arrow left', key('ArrowLeft', { altKey: true })],
    ['an arrow in a text field', key('ArrowDown', { inControl: true })],
    ['an arrow while a modal is open', key('ArrowUp')],
  ] as const)('%s does not walk', (name, input) => {
    const blockers = name.includes('modal') ? { ...FREE, modalOpen: true } : FREE;
    expect(resolveHotkey(input, blockers)).toBeNull();
  });
});

describe('spec 3 §5 StyleButton hotkeys', () => {
  it.each([
    ['styleButton1', 0],
    ['styleButton9', 8],
    ['save', null],
    [null, null],
  ] as const)('%s applies slot %s', (command, index) => {
    expect(styleButtonIndexOf(command)).toBe(index);
  });
});
