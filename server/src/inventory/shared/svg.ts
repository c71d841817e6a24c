// A small SVG vocabulary for the pictures the inventories draw (hotels, cars): elements as text,
// colours as HSL. Drawings are plain strings: nothing is fetched and nothing refers to another
// host.

type Attributes = Record<string, string | number>;

const number = (value: number) => String(Math.round(value * 10) / 10);

export function el(tag: string, attributes: Attributes, children = ''): string {
  const written = Object.entries(attributes)
    .map(([name, value]) => `${name}="${typeof value === 'number' ? number(value) : value}"`)
    .join(' ');
  return children ? `<${tag} ${written}>${children}</${tag}>` : `<${tag} ${written}/>`;
}

export const rect = (
  x: number,
  y: number,
  width: number,
  height: number,
  fill: string,
  more = {},
) => el('rect', { x, y, width, height, fill, ...more });

export const circle = (cx: number, cy: number, r: number, fill: string, more = {}) =>
  el('circle', { cx, cy, r, fill, ...more });

export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, more = {}) =>
  el('ellipse', { cx, cy, rx, ry, fill, ...more });

export const polygon = (points: readonly (readonly [number, number])[], fill: string, more = {}) =>
  el('polygon', {
    points: points.map(([x, y]) => `${number(x)},${number(y)}`).join(' '),
    fill,
    ...more,
  });

export const path = (d: string, fill: string, more = {}) => el('path', { d, fill, ...more });

export const hsl = (hue: number, saturation: number, lightness: number, alpha = 1) =>
  alpha === 1
    ? `hsl(${Math.round(hue)} ${Math.round(saturation)}% ${Math.round(lightness)}%)`
    : `hsl(${Math.round(hue)} ${Math.round(saturation)}% ${Math.round(lightness)}% / ${alpha})`;

/** A vertical gradient from `top` to `bottom`, to use as `url(#id)`. */
export const linear = (id: string, top: string, bottom: string) =>
  el(
    'linearGradient',
    { id, x1: 0, y1: 0, x2: 0, y2: 1 },
    el('stop', { offset: 0, 'stop-color': top }) + el('stop', { offset: 1, 'stop-color': bottom }),
  );

/** A whole drawing of `width` × `height`, filling its box. */
export function svgDocument(width: number, height: number, defs: string, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" ` +
    `width="${width}" height="${height}" preserveAspectRatio="xMidYMid slice">` +
    `<defs>${defs}</defs>${body}</svg>`
  );
}
