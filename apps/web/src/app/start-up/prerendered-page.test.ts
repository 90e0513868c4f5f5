import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOADING_VIEW_ID, showLoadingView } from './loading-view.ts';
import { hasPrerenderedPage, holdClicksUntilMounted } from './prerendered-page.ts';

const PRERENDERED = `<div id="root"><header><a href="/menu/pizza">Menu</a></header>
  <main><h1>Hot pizza</h1><button type="button"><span>Delivery</span></button><p>Made your way</p></main></div>`;

afterEach(() => {
  document.body.innerHTML = '';
});

describe('a prerendered page', () => {
  it('is one whose root holds a screen already; an empty root is not', () => {
    document.body.innerHTML = '<div id="root"></div>';
    expect(hasPrerenderedPage()).toBe(false);
    document.body.innerHTML = PRERENDERED;
    expect(hasPrerenderedPage()).toBe(true);
  });

  it('shows itself while the app starts, not the loading view, and is still busy', () => {
    document.body.innerHTML = PRERENDERED;
    showLoadingView();
    expect(document.getElementById(LOADING_VIEW_ID)).toBeNull();
    expect(document.body.getAttribute('aria-busy')).toBe('true');
  });

  it('holds a tap on a button until the app has mounted, then makes it again on the same element', () => {
    document.body.innerHTML = PRERENDERED;
    const release = holdClicksUntilMounted();
    const button = document.querySelector('button')!;
    const appHandler = vi.fn();
    document.querySelector('span')!.click();
    expect(appHandler).not.toHaveBeenCalled();
    // The app mounts over the same elements and attaches its handlers.
    button.addEventListener('click', appHandler);
    release();
    expect(appHandler).toHaveBeenCalledTimes(1);
  });

  it('keeps a link from loading the whole page again, and follows it through the app once mounted', () => {
    document.body.innerHTML = PRERENDERED;
    const release = holdClicksUntilMounted();
    const link = document.querySelector('a')!;
    const event = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    const appNavigation = vi.fn((click: MouseEvent) => click.preventDefault());
    link.addEventListener('click', appNavigation);
    release();
    expect(appNavigation).toHaveBeenCalledTimes(1);
    // Released: later clicks reach the app directly, once each.
    link.click();
    expect(appNavigation).toHaveBeenCalledTimes(2);
  });

  it('forgets a held tap when the app replaced the element, and ignores taps on text', () => {
    document.body.innerHTML = PRERENDERED;
    const release = holdClicksUntilMounted();
    const paragraph = document.querySelector('p')!;
    const plain = new MouseEvent('click', { bubbles: true, cancelable: true });
    paragraph.dispatchEvent(plain);
    expect(plain.defaultPrevented).toBe(false);
    const button = document.querySelector('button')!;
    const stale = vi.fn();
    button.addEventListener('click', stale);
    button.click();
    expect(stale).not.toHaveBeenCalled();
    button.remove();
    expect(() => release()).not.toThrow();
    expect(stale).not.toHaveBeenCalled();
  });

  it('holds nothing on a page without a prerendered screen', () => {
    document.body.innerHTML = '<div id="root"></div><button type="button">Retry</button>';
    const release = holdClicksUntilMounted();
    const handler = vi.fn();
    const button = document.querySelector('button')!;
    button.addEventListener('click', handler);
    button.click();
    expect(handler).toHaveBeenCalledTimes(1);
    release();
    expect(handler).toHaveBeenCalledTimes(1);
  });
});
