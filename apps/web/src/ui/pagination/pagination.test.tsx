import { DEFAULT_PER_PAGE, DEFAULT_VISIBLE_PAGES, NARROW_VIEWPORT_PX, NARROW_VISIBLE_PAGES } from '@storefront/domain';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RESIZE_DEBOUNCE_MS } from '../breakpoints.ts';
import { Pagination } from './pagination.tsx';

const pages = () => screen.getAllByRole('listitem').map((li) => li.textContent!);
/** Resizes the window and lets the resize debounce (250 ms, ui/breakpoints.ts) pass. */
const setWidth = (width: number) => {
  vi.useFakeTimers();
  act(() => {
    window.innerWidth = width;
    window.dispatchEvent(new Event('resize'));
    vi.advanceTimersByTime(RESIZE_DEBOUNCE_MS);
  });
  vi.useRealTimers();
};

afterEach(() => setWidth(1024));

describe('Pagination', () => {
  it('uses the spec numbers: 20 per page, 5 links, 3 under 576 px', () => {
    expect(DEFAULT_PER_PAGE).toBe(20);
    expect(DEFAULT_VISIBLE_PAGES).toBe(5);
    expect(NARROW_VISIBLE_PAGES).toBe(3);
    expect(NARROW_VIEWPORT_PX).toBe(576);
  });

  it('shows 20 per page by default and 5 page links', () => {
    render(<Pagination total={200} page={5} onChange={() => {}} />);
    expect(pages()).toEqual(['3', '4', '5', '6', '7']);
    expect(screen.getByRole('button', { name: 'Page 5' }).getAttribute('aria-current')).toBe('page');
  });

  it('counts pages at 20 per page', () => {
    render(<Pagination total={41} page={1} onChange={() => {}} />);
    expect(pages()).toEqual(['1', '2', '3']);
  });

  it('renders nothing when per page is 0', () => {
    const { container } = render(<Pagination total={100} perPage={0} page={1} onChange={() => {}} />);
    expect(container.innerHTML).toBe('');
  });

  it('shows 3 links under 576 px when the limit is above 3', () => {
    setWidth(575);
    render(<Pagination total={200} page={5} onChange={() => {}} />);
    expect(pages()).toEqual(['4', '5', '6']);
    setWidth(576);
    expect(pages()).toEqual(['3', '4', '5', '6', '7']);
  });

  it('keeps a limit of 3 or less on narrow screens', () => {
    setWidth(375);
    render(<Pagination total={200} page={5} limit={2} onChange={() => {}} />);
    expect(pages()).toHaveLength(2);
  });

  it('changes page only when enabled and to a different page within range', () => {
    const onChange = vi.fn();
    const { rerender } = render(<Pagination total={60} page={1} onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: 'Page 1' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onChange.mock.calls).toEqual([[3], [2]]);
    rerender(<Pagination total={60} page={3} onChange={onChange} disabled />);
    fireEvent.click(screen.getByRole('button', { name: 'Page 1' }));
    expect(onChange).toHaveBeenCalledTimes(2);
    rerender(<Pagination total={60} page={3} onChange={onChange} />);
    expect(screen.getByRole('button', { name: 'Next page' })).toHaveProperty('disabled', true);
  });
});
