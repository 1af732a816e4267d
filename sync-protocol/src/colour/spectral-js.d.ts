// spectral.js 3 ships no types: the part of its API this package uses (node_modules/spectral.js/spectral.js).
declare module 'spectral.js' {
  export class Color {
    constructor(value: string | number[]);
    tintingStrength: number;
    toString(options?: { format?: 'hex' | 'rgb'; method?: 'map' | 'clip' }): string;
  }
  export function mix(...colors: Array<[Color, number]>): Color;
  const spectral: { Color: typeof Color; mix: typeof mix };
  export default spectral;
}
