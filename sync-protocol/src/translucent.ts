/**
 * The two-stop swatch of a translucent paint (washes, shades, contrasts, inks, glazes). The catalog's colour of such
 * a paint was sampled from a swatch brushed thinly over white (api/catalog/SOURCES.md: Nuln Oil #9A99A0), far
 * lighter than the paint where it pools in recesses. So the swatch shows two stops, both approximations:
 *
 * - thin over white: the stored colour as it is;
 * - pooled: per channel, the stored colour's transmittance T (linear light, white = 1) raised to the third power:
 *   light crosses a pool about three thin coats deep, and each coat passes T of it (Beer–Lambert).
 *
 * Nuln Oil's #9A99A0 pools to about #34323B. A measured colour (an admin's correction, agreed painter reports)
 * replaces the approximation: those paints show one flat swatch.
 */
export const poolDepth = 3;

const toLinear = (channel: number) => {
  const c = channel / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};
const toSrgb = (linear: number) => {
  const c = linear <= 0.0031308 ? linear * 12.92 : 1.055 * linear ** (1 / 2.4) - 0.055;
  return Math.round(Math.min(1, Math.max(0, c)) * 255);
};

/** The pooled colour of a translucent paint whose thin-over-white colour is `hex` (#RRGGBB); `hex` itself if not a colour. */
export function pooledColor(hex: string): string {
  if (!/^#[0-9a-f]{6}$/i.test(hex)) return hex;
  const channels = [1, 3, 5].map((at) => toSrgb(toLinear(parseInt(hex.slice(at, at + 2), 16)) ** poolDepth));
  return `#${channels.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`.toUpperCase();
}
