// Red Roof Pizza logo: a red roof (with chimney) over a pizza slice. The same drawing is inlined
// in index.html for the loading screen, which shows before any script runs (public/logo.svg). The
// wordmark is drawn as outlines (tools/logo/outline-wordmark.mjs), the same on every device.
import type { CSSProperties } from 'react';
import { PIZZA_OUTLINE, RED_ROOF_OUTLINE } from './wordmark-outlines.ts';

export const BRAND_NAME = 'Red Roof Pizza';

function MarkShapes() {
  return (
    <>
      <rect x="43" y="9" width="7" height="13" rx="1.5" fill="#b3121f" />
      <path
        d="M5 31 32 8l27 23"
        fill="none"
        stroke="#b3121f"
        strokeWidth="7"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path
        d="M15.5 35.5c10.8-3.6 22.2-3.6 33 0L32 60Z"
        fill="#f6c343"
        stroke="#e0a126"
        strokeWidth="1.5"
        strokeLinejoin="round"
      />
      <path d="M14 33.5c11.5-4.2 24.5-4.2 36 0" fill="none" stroke="#c97a22" strokeWidth="6" strokeLinecap="round" />
      <circle cx="26" cy="41" r="3.2" fill="#b3121f" />
      <circle cx="37.5" cy="42" r="3.2" fill="#b3121f" />
      <circle cx="31.5" cy="50.5" r="2.6" fill="#b3121f" />
      <ellipse cx="34.5" cy="46" rx="1.4" ry="2.6" transform="rotate(40 34.5 46)" fill="#2d6a37" />
    </>
  );
}

/** The mark alone; decorative, because a visible wordmark always sits beside it. */
export function LogoMark({ size = 40, className }: { size?: number; className?: string }) {
  return (
    <svg viewBox="0 0 64 64" width={size} height={size} className={className} aria-hidden="true" focusable="false">
      <MarkShapes />
    </svg>
  );
}

/**
 * Stacked lockup (mark over wordmark), for the loading and fatal screens. Decorative: the link
 * around it carries the name, since the drawn wordmark is not read reliably by assistive tech.
 */
export function Logo({
  width,
  height,
  style,
}: {
  width?: string | number;
  height?: string | number;
  style?: CSSProperties;
}) {
  return (
    <svg viewBox="0 0 180 140" width={width} height={height} style={style} aria-hidden="true" focusable="false">
      <g transform="translate(50 0) scale(1.25)">
        <MarkShapes />
      </g>
      <path fill="#b3121f" d={RED_ROOF_OUTLINE} />
      <path fill="#241f1c" d={PIZZA_OUTLINE} />
    </svg>
  );
}
