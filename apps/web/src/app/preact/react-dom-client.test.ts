// The production build's react-dom/client (Preact underneath): refs reach function components as
// props, as in React 19, and a render error no boundary caught is reported with the root emptied.
import { Component, createElement, createRef, type Ref } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRoot } from './react-dom-client.ts';

const container = () => document.body.appendChild(document.createElement('div'));

afterEach(() => {
  document.body.innerHTML = '';
});

describe('react-dom/client on Preact', () => {
  it('hands a function component its ref as a prop, the way a form library registers a field', () => {
    const field = createRef<HTMLInputElement>();
    const TextField = ({ ref, label }: { ref?: Ref<HTMLInputElement>; label: string }) =>
      createElement('label', null, label, createElement('input', { ref, name: 'email' }));
    const root = createRoot(container());
    act(() => root.render(createElement(TextField, { ref: field, label: 'Email' })));
    expect(field.current).toBeInstanceOf(HTMLInputElement);
    expect(field.current?.name).toBe('email');
  });

  it('still gives a class component’s ref the instance', () => {
    class Counter extends Component {
      override render() {
        return createElement('p', null, 'count');
      }
    }
    const instance = createRef<Counter>();
    const root = createRoot(container());
    act(() => root.render(createElement(Counter, { ref: instance } as Record<string, unknown>)));
    expect(instance.current).toBeInstanceOf(Counter);
  });

  it('reports a render error no boundary caught and renders nothing, as React 19 unmounts the root', () => {
    const onUncaughtError = vi.fn();
    const Broken = (): never => {
      throw new Error('render failed');
    };
    const element = container();
    const root = createRoot(element, { onUncaughtError });
    act(() => root.render(createElement('main', null, 'shell', createElement(Broken, null))));
    expect(onUncaughtError).toHaveBeenCalledWith(expect.objectContaining({ message: 'render failed' }), {
      componentStack: expect.any(String),
    });
    expect(element.textContent).toBe('');
  });

  it('keeps the elements a prerendered page holds where it renders the same, and corrects the rest', () => {
    const element = container();
    element.innerHTML =
      '<main class="landing"><h1 tabindex="-1">Hot pizza</h1><p class="lead">Old lead</p><span>gone</span></main>';
    const heading = element.querySelector('h1');
    const lead = element.querySelector('p');
    const root = createRoot(element);
    act(() =>
      root.render(
        createElement(
          'main',
          { className: 'landing' },
          createElement('h1', { tabIndex: -1 }, 'Hot pizza'),
          createElement('p', { className: 'lead lead--new' }, 'New lead'),
        ),
      ),
    );
    expect(element.querySelector('h1')).toBe(heading);
    expect(element.querySelector('h1')?.firstChild).toBe(heading?.firstChild);
    expect(element.querySelector('p')).toBe(lead);
    expect(element.innerHTML).toBe(
      '<main class="landing"><h1 tabindex="-1">Hot pizza</h1><p class="lead lead--new">New lead</p></main>',
    );
  });

  it('unmounts', () => {
    const element = container();
    const root = createRoot(element);
    act(() => root.render(createElement('p', null, 'hello')));
    expect(element.textContent).toBe('hello');
    act(() => root.unmount());
    expect(element.textContent).toBe('');
  });
});
