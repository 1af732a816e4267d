import { v7 as uuidv7 } from 'uuid';

/** A new paint's `paint.create@1` args, each with its own id: the one change the engine and worker tests send. */
export const newPaintArgs = () => ({
  id: uuidv7(),
  name: 'Abaddon Black',
  brand: 'Citadel',
  color: '#231F20',
  type: 'Base',
  createdAt: new Date().toISOString(),
});
