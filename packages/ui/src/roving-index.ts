export type Orientation = 'vertical' | 'horizontal';

/**
 * Where focus goes in a list of `count` items (menu items, tabs) for a key, or null when the key is not a
 * navigation key. Arrows wrap around; Home and End jump; disabled items are skipped (WAI-ARIA APG menu and tabs).
 */
export function nextRovingIndex(
  current: number,
  key: string,
  count: number,
  options: { orientation?: Orientation; isDisabled?: (index: number) => boolean } = {},
): number | null {
  const { orientation = 'vertical', isDisabled = () => false } = options;
  if (count === 0) return null;
  const forward = orientation === 'vertical' ? 'ArrowDown' : 'ArrowRight';
  const backward = orientation === 'vertical' ? 'ArrowUp' : 'ArrowLeft';

  const seek = (start: number, step: 1 | -1): number | null => {
    for (let i = 0; i < count; i += 1) {
      const index = (((start + step * i) % count) + count) % count;
      if (!isDisabled(index)) return index;
    }
    return null;
  };

  switch (key) {
    case forward:
      return seek(current + 1, 1);
    case backward:
      return seek(current - 1, -1);
    case 'Home':
      return seek(0, 1);
    case 'End':
      return seek(count - 1, -1);
    default:
      return null;
  }
}
