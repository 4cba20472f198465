import { describe, expect, it } from 'vitest';
import { nextRovingIndex } from './roving-index';

describe('nextRovingIndex', () => {
  it('arrow down moves to the next menu item and wraps from the last to the first', () => {
    expect(nextRovingIndex(0, 'ArrowDown', 3)).toBe(1);
    expect(nextRovingIndex(2, 'ArrowDown', 3)).toBe(0);
  });

  it('arrow up moves to the previous menu item and wraps from the first to the last', () => {
    expect(nextRovingIndex(1, 'ArrowUp', 3)).toBe(0);
    expect(nextRovingIndex(0, 'ArrowUp', 3)).toBe(2);
  });

  it('Home and End jump to the first and the last item', () => {
    expect(nextRovingIndex(1, 'Home', 4)).toBe(0);
    expect(nextRovingIndex(1, 'End', 4)).toBe(3);
  });

  it('opening with arrow up from no focused item lands on the last item', () => {
    expect(nextRovingIndex(-1, 'ArrowDown', 3)).toBe(0);
    expect(nextRovingIndex(3, 'ArrowUp', 3)).toBe(2);
  });

  it('skips disabled items in both directions and on Home and End', () => {
    const isDisabled = (index: number) => index === 0 || index === 2;
    expect(nextRovingIndex(1, 'ArrowDown', 4, { isDisabled })).toBe(3);
    expect(nextRovingIndex(3, 'ArrowDown', 4, { isDisabled })).toBe(1);
    expect(nextRovingIndex(1, 'ArrowUp', 4, { isDisabled })).toBe(3);
    expect(nextRovingIndex(3, 'Home', 4, { isDisabled })).toBe(1);
    expect(nextRovingIndex(1, 'End', 4, { isDisabled: (i) => i === 3 })).toBe(2);
  });

  it('returns null when every item is disabled, the list is empty or the key does not navigate', () => {
    expect(nextRovingIndex(0, 'ArrowDown', 2, { isDisabled: () => true })).toBeNull();
    expect(nextRovingIndex(0, 'ArrowDown', 0)).toBeNull();
    expect(nextRovingIndex(0, 'a', 3)).toBeNull();
  });

  it('tabs use left and right arrows, and ignore up and down', () => {
    expect(nextRovingIndex(0, 'ArrowRight', 3, { orientation: 'horizontal' })).toBe(1);
    expect(nextRovingIndex(0, 'ArrowLeft', 3, { orientation: 'horizontal' })).toBe(2);
    expect(nextRovingIndex(0, 'ArrowDown', 3, { orientation: 'horizontal' })).toBeNull();
  });
});
