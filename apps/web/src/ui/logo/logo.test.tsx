import { readFileSync } from 'node:fs';
import path from 'node:path';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Logo } from './logo.tsx';
import { PIZZA_OUTLINE, RED_ROOF_OUTLINE } from './wordmark-outlines.ts';

const publicLogo = readFileSync(path.resolve(import.meta.dirname, '../../../public/logo.svg'), 'utf8');

describe('the logo lockup', () => {
  // Text in an SVG has the browser match fonts before the loading screen's first paint, and draws
  // the wordmark in whatever font a device has.
  it('draws its wordmark as outlines, with no text to lay out', () => {
    const { container } = render(<Logo width={180} />);
    expect(container.querySelector('text')).toBeNull();
    expect(publicLogo).not.toContain('<text');
  });

  it('the loading screen (public/logo.svg) and the app draw the same wordmark', () => {
    const { container } = render(<Logo width={180} />);
    const drawn = [...container.querySelectorAll('svg > path')].map((wordmark) => wordmark.getAttribute('d'));
    expect(drawn).toEqual([RED_ROOF_OUTLINE, PIZZA_OUTLINE]);
    expect(publicLogo).toContain(`<path fill="#b3121f" d="${RED_ROOF_OUTLINE}"/>`);
    expect(publicLogo).toContain(`<path fill="#241f1c" d="${PIZZA_OUTLINE}"/>`);
  });
});
