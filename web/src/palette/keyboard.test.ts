import { describe, expect, it } from 'vitest';
import { isPaletteKey, paletteKey } from './keyboard';

const key = (name: string, held: Partial<KeyboardEvent> = {}) => ({
  key: name,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  ...held,
});

describe('paletteKey', () => {
  it('moves down and up, round from the last entry to the first and back', () => {
    expect(paletteKey(key('ArrowDown'), 0, 3)).toEqual({ kind: 'move', active: 1 });
    expect(paletteKey(key('ArrowDown'), 2, 3)).toEqual({ kind: 'move', active: 0 });
    expect(paletteKey(key('ArrowUp'), 0, 3)).toEqual({ kind: 'move', active: 2 });
  });
  it('jumps five with Page Down and Page Up, stopping at the ends', () => {
    expect(paletteKey(key('PageDown'), 1, 20)).toEqual({ kind: 'move', active: 6 });
    expect(paletteKey(key('PageDown'), 18, 20)).toEqual({ kind: 'move', active: 19 });
    expect(paletteKey(key('PageUp'), 3, 20)).toEqual({ kind: 'move', active: 0 });
  });
  it('does not move in an empty list', () => {
    expect(paletteKey(key('ArrowDown'), 0, 0)).toEqual({ kind: 'none' });
  });
  it('chooses with Enter, in a new tab with Ctrl or Cmd, and closes with Escape', () => {
    expect(paletteKey(key('Enter'), 0, 3)).toEqual({ kind: 'choose', inNewTab: false });
    expect(paletteKey(key('Enter', { metaKey: true }), 0, 3)).toEqual({
      kind: 'choose',
      inNewTab: true,
    });
    expect(paletteKey(key('Escape'), 0, 3)).toEqual({ kind: 'close' });
  });
  it('leaves Home, End and letters to the field', () => {
    for (const name of ['Home', 'End', 'a', 'ArrowLeft'])
      expect(paletteKey(key(name), 1, 3)).toEqual({ kind: 'none' });
  });
});

describe('isPaletteKey', () => {
  it('is Ctrl-K or Cmd-K, in either case', () => {
    expect(isPaletteKey(key('k', { ctrlKey: true }))).toBe(true);
    expect(isPaletteKey(key('K', { metaKey: true }))).toBe(true);
  });
  it('is not k alone (the lists’ previous row) nor with Shift or Alt', () => {
    expect(isPaletteKey(key('k'))).toBe(false);
    expect(isPaletteKey(key('K', { ctrlKey: true, shiftKey: true }))).toBe(false);
    expect(isPaletteKey(key('k', { ctrlKey: true, altKey: true }))).toBe(false);
  });
});
