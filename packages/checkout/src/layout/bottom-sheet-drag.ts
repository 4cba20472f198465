import { BOTTOM_SHEET_FLICK_VELOCITY } from '@cobro/contracts';

/** One pointer position of a drag, in CSS pixels and milliseconds. */
export interface DragSample {
  y: number;
  time: number;
}

/** How far down the sheet has been pulled; dragging up past its resting place does not lift it. */
export const dragOffset = (startY: number, currentY: number) => Math.max(0, currentY - startY);

/**
 * Downward speed in px/ms over the last ~100 ms of the drag: the release speed, not the average of a slow drag
 * that ends in a flick. Upward movement is negative.
 */
export function releaseVelocity(samples: readonly DragSample[], window = 100): number {
  if (samples.length < 2) return 0;
  const last = samples[samples.length - 1];
  const first = samples.find((s) => last.time - s.time <= window) ?? samples[0];
  const elapsed = last.time - first.time;
  return elapsed > 0 ? (last.y - first.y) / elapsed : 0;
}

/** public-flows 4.9 and 9: the sheet closes past half its height, or on a downward flick faster than 0.5. */
export function shouldCloseSheet({ offset, height, velocity }: { offset: number; height: number; velocity: number }) {
  return offset > height / 2 || velocity > BOTTOM_SHEET_FLICK_VELOCITY;
}
