import { describe, expect, it } from 'vitest';
import { appPathOfClick } from './app-link-clicks.ts';

const ORIGIN = 'http://localhost:3000';

/** A click on the anchor made from `html`, inside a container, with the given keys. */
function clickOn(html: string, keys: Partial<MouseEventInit> = {}) {
  const container = document.createElement('nav');
  container.innerHTML = html;
  const anchor = container.querySelector('a')!;
  const event = new MouseEvent('click', { button: 0, bubbles: true, cancelable: true, ...keys });
  Object.defineProperty(event, 'target', { value: anchor.firstElementChild ?? anchor });
  Object.defineProperty(event, 'currentTarget', { value: container });
  return event;
}

describe('appPathOfClick', () => {
  it('opens a link of ours in the app, with its query and fragment, from a click inside the link', () => {
    expect(appPathOfClick(clickOn('<a href="/menu/sides?x=1#top"><span>Sides</span></a>'), ORIGIN)).toBe(
      '/menu/sides?x=1#top',
    );
  });

  it('leaves to the browser a modifier key, another button, a target, a download and another origin or protocol', () => {
    const ours = '<a href="/menu/sides">Sides</a>';
    for (const keys of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { altKey: true }, { button: 1 }]) {
      expect(appPathOfClick(clickOn(ours, keys), ORIGIN)).toBeNull();
    }
    expect(appPathOfClick(clickOn('<a href="/menu/sides" target="_blank">Sides</a>'), ORIGIN)).toBeNull();
    expect(appPathOfClick(clickOn('<a href="/menu.pdf" download>Menu</a>'), ORIGIN)).toBeNull();
    expect(appPathOfClick(clickOn('<a href="https://example.com/x">Elsewhere</a>'), ORIGIN)).toBeNull();
    expect(appPathOfClick(clickOn('<a href="tel:131166">Call</a>'), ORIGIN)).toBeNull();
  });

  it('leaves a click already handled, or outside any link', () => {
    const handled = clickOn('<a href="/menu/sides">Sides</a>');
    handled.preventDefault();
    expect(appPathOfClick(handled, ORIGIN)).toBeNull();
    const container = document.createElement('nav');
    container.innerHTML = '<p>Text</p>';
    const event = new MouseEvent('click', { button: 0 });
    Object.defineProperty(event, 'target', { value: container.firstElementChild });
    Object.defineProperty(event, 'currentTarget', { value: container });
    expect(appPathOfClick(event, ORIGIN)).toBeNull();
  });
});
