import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { forgetInlinedPhotos, inlinedPhoto } from '../../ui/product-image/inlined-photos.ts';
import { LOADING_LOGO_HEIGHT, LOADING_VIEW_ID, removeLoadingView, showLoadingView } from './loading-view.ts';

const indexHtml = readFileSync(path.resolve(import.meta.dirname, '../../../index.html'), 'utf8');

describe('loading view', () => {
  it('shows the logo 140 high and an animated loading image, before any script', () => {
    expect(LOADING_LOGO_HEIGHT).toBe(140);
    const doc = new DOMParser().parseFromString(indexHtml, 'text/html');
    const view = doc.getElementById(LOADING_VIEW_ID)!;
    expect(view.querySelector('img')?.getAttribute('height')).toBe('140');
    expect(indexHtml).toMatch(/\.loading-view img \{\s*height: 140px;/);
    expect(view.querySelector('.loading-view__pizza')).not.toBeNull();
    expect(indexHtml).toMatch(/animation: loading-turn/);
  });

  it('is inserted where the page has none, and removed', () => {
    document.body.innerHTML = '';
    showLoadingView();
    expect(document.body.getAttribute('aria-busy')).toBe('true');
    expect(document.querySelector(`#${LOADING_VIEW_ID} img`)?.getAttribute('height')).toBe(String(LOADING_LOGO_HEIGHT));
    showLoadingView();
    expect(document.querySelectorAll(`#${LOADING_VIEW_ID}`)).toHaveLength(1);
    removeLoadingView();
    expect(document.getElementById(LOADING_VIEW_ID)).toBeNull();
  });

  it("keeps a product photo the view carried inline for the app's own picture, once the view is gone", () => {
    forgetInlinedPhotos();
    document.body.innerHTML =
      `<div id="${LOADING_VIEW_ID}"><picture class="loading-view__product">` +
      '<source type="image/webp" srcset="data:image/webp;base64,UklGRg==" data-photo="/images/products/margherita.webp">' +
      '<img src="/images/products/margherita.jpg" alt="Margherita"></picture></div><div id="root"></div>';
    // Nothing has asked yet; the view goes first.
    removeLoadingView();
    document.body.innerHTML = '';
    expect(inlinedPhoto('/images/products/margherita.webp')).toBe('data:image/webp;base64,UklGRg==');
    forgetInlinedPhotos();
  });
});
