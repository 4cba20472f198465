import { describe, expect, it } from 'vitest';
import { dragOffset, releaseVelocity, shouldCloseSheet } from './bottom-sheet-drag';

describe('bottom sheet close decision (public-flows 4.9)', () => {
  it('closes when dragged past half its height', () => {
    expect(shouldCloseSheet({ offset: 301, height: 600, velocity: 0 })).toBe(true);
    expect(shouldCloseSheet({ offset: 300, height: 600, velocity: 0 })).toBe(false);
  });

  it('closes on a downward flick faster than 0.5, however short', () => {
    expect(shouldCloseSheet({ offset: 20, height: 600, velocity: 0.51 })).toBe(true);
    expect(shouldCloseSheet({ offset: 20, height: 600, velocity: 0.5 })).toBe(false);
    expect(shouldCloseSheet({ offset: 20, height: 600, velocity: -2 })).toBe(false);
  });

  it('measures the release speed over the end of the drag', () => {
    const slowThenFlick = [
      { y: 0, time: 0 }, { y: 10, time: 400 }, { y: 20, time: 800 }, { y: 80, time: 860 },
    ];
    expect(releaseVelocity(slowThenFlick)).toBeCloseTo(1, 5);
    expect(releaseVelocity([{ y: 5, time: 1 }])).toBe(0);
    expect(releaseVelocity([{ y: 50, time: 0 }, { y: 0, time: 50 }])).toBe(-1);
  });

  it('pulling up does not lift the sheet', () => {
    expect(dragOffset(100, 40)).toBe(0);
    expect(dragOffset(100, 160)).toBe(60);
  });
});
