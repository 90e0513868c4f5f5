import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { TabPanel, Tabs } from './tabs.tsx';

function Harness() {
  const [value, setValue] = useState<'delivery' | 'pickup'>('delivery');
  return (
    <>
      <Tabs
        label="Order type"
        idPrefix="t"
        value={value}
        onChange={setValue}
        items={[
          { id: 'delivery', label: 'Delivery' },
          { id: 'pickup', label: 'Pickup' },
        ]}
      />
      <TabPanel idPrefix="t" id={value}>
        {value} panel
      </TabPanel>
    </>
  );
}

describe('Tabs', () => {
  it('selects by click and by arrow keys, with one tab stop', () => {
    render(<Harness />);
    const delivery = screen.getByRole('tab', { name: 'Delivery' });
    const pickup = screen.getByRole('tab', { name: 'Pickup' });
    expect(delivery.getAttribute('aria-selected')).toBe('true');
    expect(pickup.tabIndex).toBe(-1);
    fireEvent.keyDown(delivery, { key: 'ArrowRight' });
    expect(pickup.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(pickup);
    expect(screen.getByRole('tabpanel').textContent).toBe('pickup panel');
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(pickup.id);
    fireEvent.keyDown(pickup, { key: 'ArrowRight' });
    expect(delivery.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(delivery, { key: 'End' });
    expect(pickup.getAttribute('aria-selected')).toBe('true');
    fireEvent.click(delivery);
    expect(delivery.getAttribute('aria-selected')).toBe('true');
  });
});
