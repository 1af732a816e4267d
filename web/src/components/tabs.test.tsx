import { afterEach, describe, expect, it } from 'vitest';
import { useState, type ComponentProps } from 'react';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs';

function Sections(props: ComponentProps<typeof Tabs>) {
  return (
    <Tabs {...props}>
      <TabsList aria-label="Sections">
        <TabsTrigger value="one">One</TabsTrigger>
        <TabsTrigger value="two">Two</TabsTrigger>
      </TabsList>
      <TabsContent value="one">First panel</TabsContent>
      <TabsContent value="two">Second panel</TabsContent>
    </Tabs>
  );
}

describe('Tabs with our own panels', () => {
  afterEach(cleanup);

  it('tie each tab to its panel, and show only the chosen panel', () => {
    render(<Sections defaultValue="one" />);
    const one = screen.getByRole('tab', { name: 'One' });
    const panel = screen.getByRole('tabpanel', { name: 'One' });
    expect(one.getAttribute('aria-selected')).toBe('true');
    expect(one.getAttribute('aria-controls')).toBe(panel.id);
    expect(panel.textContent).toBe('First panel');
    // The other panel is there for its tab's aria-controls, hidden and empty.
    const two = screen.getByRole('tab', { name: 'Two' });
    const hidden = document.getElementById(two.getAttribute('aria-controls')!)!;
    expect(hidden.hidden).toBe(true);
    expect(hidden.textContent).toBe('');
    expect(hidden.getAttribute('aria-labelledby')).toBe(two.id);
  });

  it('switch with the arrow keys (uncontrolled) and say so', async () => {
    const changes: string[] = [];
    render(<Sections defaultValue="one" onValueChange={(value) => changes.push(value)} />);
    await userEvent.click(screen.getByRole('tab', { name: 'One' }));
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Two' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel', { name: 'Two' }).textContent).toBe('Second panel');
    expect(screen.queryByText('First panel')).toBeNull();
    expect(changes).toEqual(['two']);
  });

  it('follow the value they are given (controlled)', async () => {
    function Controlled() {
      const [value, setValue] = useState('two');
      return (
        <>
          <button type="button" onClick={() => setValue('one')}>
            Back to one
          </button>
          <Sections value={value} onValueChange={setValue} />
        </>
      );
    }
    render(<Controlled />);
    expect(screen.getByRole('tabpanel').textContent).toBe('Second panel');
    await userEvent.click(screen.getByRole('button', { name: 'Back to one' }));
    expect(screen.getByRole('tabpanel').textContent).toBe('First panel');
    await userEvent.click(screen.getByRole('tab', { name: 'Two' }));
    expect(screen.getByRole('tabpanel').textContent).toBe('Second panel');
  });
});
