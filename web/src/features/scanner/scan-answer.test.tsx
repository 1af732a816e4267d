import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { mephistonRed, paintRow } from '../../testing/paint-rows';
import { renderScreen } from '../../testing/render';
import { ManualEntry } from './manual-entry';
import { ScanAnswer } from './scan-answer';

/** An owned paint as the inventory holds it: only the fields the answer reads matter here. */
const ownedRow = (name: string, color: string, type = 'Base') => paintRow({ id: name, name, brand: 'Vallejo', color, type, quantity: 1 });

describe('the scan answer', () => {
  it('says "Owned ×N" and offers +1 when the painter owns the paint', () => {
    renderScreen(<ScanAnswer paint={mephistonRed} holding={{ owned: { id: 'row-1', quantity: 3 }, wished: null }} owned={[]} />);
    expect(screen.getByTestId('scan-state').textContent).toBe('Owned ×3');
    expect(screen.getByRole('button', { name: '+1' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add to wishlist' })).toBeNull();
  });

  it('says "On your wishlist" and offers to mark it bought', () => {
    renderScreen(<ScanAnswer paint={mephistonRed} holding={{ owned: null, wished: { id: 'row-2' } }} owned={[]} />);
    expect(screen.getByTestId('scan-state').textContent).toBe('On your wishlist');
    expect(screen.getByRole('button', { name: 'Mark as bought' })).toBeTruthy();
  });

  it('says "Not owned" with the closest owned paints of the same kind, and offers both lists', () => {
    const owned = [ownedRow('Flat Red', '#8A1A1B'), ownedRow('Blood Red Wash', '#9A1115', 'Wash'), ownedRow('Sky Blue', '#5C9BD1')];
    renderScreen(<ScanAnswer paint={mephistonRed} holding={undefined} owned={owned} />);
    expect(screen.getByTestId('scan-state').textContent).toBe('Not owned');
    const near = screen.getByTestId('scan-near').textContent ?? '';
    expect(near).toContain('Flat Red');
    expect(near).not.toContain('Blood Red Wash');
    expect(near).not.toContain('Sky Blue');
    expect(screen.getByRole('button', { name: 'Add to inventory' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add to wishlist' })).toBeTruthy();
  });
});

describe('typed digits', () => {
  it('refuses a wrong check digit with the clear message and passes a UPC-A on as its EAN-13', async () => {
    const codes: string[] = [];
    const { user } = renderScreen(<ManualEntry onCode={(code) => codes.push(code)} />);
    await user.type(screen.getByLabelText('Barcode digits'), '4006381333932');
    await user.click(screen.getByRole('button', { name: 'Look up' }));
    expect(screen.getByRole('alert').textContent).toContain('not a valid EAN-13, EAN-8 or UPC-A barcode');
    expect(codes).toEqual([]);
    await user.clear(screen.getByLabelText('Barcode digits'));
    await user.type(screen.getByLabelText('Barcode digits'), '0360 0029 1452');
    await user.click(screen.getByRole('button', { name: 'Look up' }));
    expect(codes).toEqual(['0036000291452']);
  });
});
