/** Spec section 9: gap between a popover and its anchor. */
export const POPOVER_OFFSET_PX = 8;
/** Keeps the popover off the viewport edge. */
export const VIEWPORT_MARGIN_PX = 8;

export interface Box {
  top: number;
  left: number;
  width: number;
  height: number;
}

export interface PopoverPlacement {
  top: number;
  left: number;
  side: 'bottom' | 'top';
  /** Arrow position from the popover's left edge, pointing at the anchor's centre. */
  arrowLeft: number;
}

/** Below the anchor, centred and kept inside the viewport; above it when it fits only there. */
export function popoverPosition(
  anchor: Box,
  popover: { width: number; height: number },
  viewport: { width: number; height: number },
  offset = POPOVER_OFFSET_PX,
): PopoverPlacement {
  const below = anchor.top + anchor.height + offset;
  const above = anchor.top - offset - popover.height;
  const fitsBelow = below + popover.height <= viewport.height - VIEWPORT_MARGIN_PX;
  const side = !fitsBelow && above >= VIEWPORT_MARGIN_PX ? 'top' : 'bottom';
  const centre = anchor.left + anchor.width / 2;
  const maxLeft = Math.max(VIEWPORT_MARGIN_PX, viewport.width - popover.width - VIEWPORT_MARGIN_PX);
  const left = Math.min(Math.max(centre - popover.width / 2, VIEWPORT_MARGIN_PX), maxLeft);
  return { top: side === 'bottom' ? below : above, left, side, arrowLeft: centre - left };
}
