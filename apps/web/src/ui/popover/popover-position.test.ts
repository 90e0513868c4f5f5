import { describe, expect, it } from 'vitest';
import { POPOVER_OFFSET_PX, popoverPosition } from './popover-position.ts';

const viewport = { width: 1280, height: 900 };
const size = { width: 300, height: 120 };

describe('popoverPosition', () => {
  it('sits 8 px below its anchor, centred on it', () => {
    expect(POPOVER_OFFSET_PX).toBe(8);
    const anchor = { top: 20, left: 500, width: 200, height: 40 };
    expect(popoverPosition(anchor, size, viewport)).toEqual({ top: 68, left: 450, side: 'bottom', arrowLeft: 150 });
  });

  it('keeps inside the viewport edges, moving the arrow instead', () => {
    const anchor = { top: 10, left: 0, width: 40, height: 40 };
    const placed = popoverPosition(anchor, size, { width: 375, height: 800 });
    expect(placed.left).toBe(8);
    expect(placed.arrowLeft).toBe(12);
    const right = popoverPosition({ top: 10, left: 340, width: 30, height: 30 }, size, { width: 375, height: 800 });
    expect(right.left).toBe(375 - 300 - 8);
  });

  it('flips above the anchor 8 px away when there is no room below', () => {
    const anchor = { top: 800, left: 500, width: 200, height: 40 };
    expect(popoverPosition(anchor, size, viewport)).toMatchObject({ side: 'top', top: 800 - 8 - 120 });
  });
});
