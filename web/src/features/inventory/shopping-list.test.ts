import { describe, expect, it } from 'vitest';
import { shoppingListText } from './shopping-list';

describe('shopping list', () => {
  it('groups the wishlist by brand, brands and names in order, and marks high priority', () => {
    const text = shoppingListText([
      { name: 'Mephiston Red', brand: 'Citadel', type: 'Base', color: '#9A1115', priority: 'high' },
      { name: 'Flat Red', brand: 'Vallejo', type: 'Acrylic', color: '#8A1A1B', priority: 'medium' },
      { name: 'Abaddon Black', brand: 'Citadel', type: 'Base', color: '#231F20', priority: 'low' },
    ]);
    expect(text).toBe(
      'Citadel\n- Abaddon Black (Base, #231F20)\n- Mephiston Red (Base, #9A1115) — high priority\n\nVallejo\n- Flat Red (Acrylic, #8A1A1B)\n',
    );
  });
});
