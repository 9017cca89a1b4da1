/**
 * ICC profiles for HEIF's nclx colour descriptions (ITU-T H.273 code points). libvips converts
 * only from ICC profiles, so the primaries and transfer curve an nclx names are written as a small
 * ICC v4 display profile (colorants and parametric curves, as lcms's cmsCreateRGBProfile builds
 * them); lcms in libvips then converts from it as from any embedded profile.
 */

/** A CIE 1931 xy chromaticity. */
export interface Chromaticity {
  x: number;
  y: number;
}

/** What an nclx colour description says of the decoded RGB numbers. */
export interface NclxColour {
  /** H.273 colour primaries: 1 BT.709 (sRGB), 2 unspecified, 9 BT.2020, 12 Display P3, … */
  primaries: number;
  /** H.273 transfer characteristics: 13 sRGB, 1/6/14/15 BT.709's curve, 8 linear, … */
  transfer: number;
  /** The primaries and white point as libheif decodes them from `primaries`. */
  red: Chromaticity;
  green: Chromaticity;
  blue: Chromaticity;
  white: Chromaticity;
}

/** An ICC parametric curve: type 0 (a pure gamma) or type 3 (IEC 61966-2.1's shape). */
type Curve = readonly [gamma: number] | readonly [gamma: number, a: number, b: number, c: number, d: number];

const srgbCurve: Curve = [2.4, 1 / 1.055, 0.055 / 1.055, 1 / 12.92, 0.04045];
/** The inverse of BT.709's camera curve, as browsers decode it for still pictures. */
const bt709Curve: Curve = [1 / 0.45, 1 / 1.099, 0.099 / 1.099, 1 / 4.5, 0.081];

/**
 * The decoding curve of an H.273 transfer characteristic. WARNING: the HDR curves (PQ, HLG) and
 * the rare others have no ICC form without tone mapping; they are read with the sRGB curve.
 */
function curveOf(transfer: number): Curve {
  if ([1, 6, 11, 12, 14, 15].includes(transfer)) return bt709Curve;
  if (transfer === 4) return [2.2];
  if (transfer === 5) return [2.8];
  if (transfer === 8) return [1];
  if (transfer === 7) return [1 / 0.45, 1 / 1.1115, 0.1115 / 1.1115, 1 / 4, 0.0913];
  return srgbCurve;
}

/** Whether the numbers are sRGB already: BT.709 (or unspecified) primaries with the sRGB curve. */
export function isSrgbNclx({ primaries, transfer }: Pick<NclxColour, 'primaries' | 'transfer'>): boolean {
  return (primaries === 1 || primaries === 2) && curveOf(transfer) === srgbCurve;
}

type Vector = readonly [number, number, number];
type Matrix = readonly [Vector, Vector, Vector];

const dot = (a: Vector, b: Vector) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
const times = ([r0, r1, r2]: Matrix, v: Vector): Vector => [dot(r0, v), dot(r1, v), dot(r2, v)];
const transposed = ([[a, b, c], [d, e, f], [g, h, i]]: Matrix): Matrix => [
  [a, d, g],
  [b, e, h],
  [c, f, i],
];
/** a × b: the rows of b's transpose are b's columns. */
const product = (a: Matrix, b: Matrix): Matrix => {
  const [c0, c1, c2] = transposed(b);
  return transposed([times(a, c0), times(a, c1), times(a, c2)]);
};
const scaledVector = (v: Vector, by: number): Vector => [v[0] * by, v[1] * by, v[2] * by];
const scaled = ([r0, r1, r2]: Matrix, by: number): Matrix => [scaledVector(r0, by), scaledVector(r1, by), scaledVector(r2, by)];

function inverse(m: Matrix): Matrix {
  const [[a, b, c], [d, e, f], [g, h, i]] = m;
  const determinant = a * (e * i - f * h) - b * (d * i - f * g) + c * (d * h - e * g);
  const cofactors: Matrix = [
    [e * i - f * h, c * h - b * i, b * f - c * e],
    [f * g - d * i, a * i - c * g, c * d - a * f],
    [d * h - e * g, b * g - a * h, a * e - b * d],
  ];
  return scaled(cofactors, 1 / determinant);
}

const xyz = ({ x, y }: Chromaticity): Vector => [x / y, 1, (1 - x - y) / y];

/** The ICC profile connection space's white (D50). */
const d50: Vector = [0.9642, 1, 0.8249];
/** Bradford's cone response matrix (ICC.1 Annex E). */
const bradford: Matrix = [
  [0.8951, 0.2664, -0.1614],
  [-0.7502, 1.7135, 0.0367],
  [0.0389, -0.0685, 1.0296],
];

/** Bradford chromatic adaptation from `white` to D50, the profile's `chad`. */
function adaptationToD50(white: Vector): Matrix {
  const from = times(bradford, white);
  const to = times(bradford, d50);
  const scale: Matrix = [
    [to[0] / from[0], 0, 0],
    [0, to[1] / from[1], 0],
    [0, 0, to[2] / from[2]],
  ];
  return product(inverse(bradford), product(scale, bradford));
}

/** The red, green and blue colorants (XYZ, adapted to D50), and the adaptation used. */
function colorants(colour: NclxColour): { red: Vector; green: Vector; blue: Vector; chad: Matrix } {
  const white = xyz(colour.white);
  const primaries: Matrix = [xyz(colour.red), xyz(colour.green), xyz(colour.blue)];
  // Each primary scaled so that the three add up to the white.
  const [r, g, b] = times(inverse(transposed(primaries)), white);
  const rgbToXyz = transposed([scaledVector(primaries[0], r), scaledVector(primaries[1], g), scaledVector(primaries[2], b)]);
  const chad = adaptationToD50(white);
  const [red, green, blue] = transposed(product(chad, rgbToXyz));
  return { red, green, blue, chad };
}

/** An s15Fixed16Number. */
const fixed = (value: number) => {
  const bytes = Buffer.alloc(4);
  bytes.writeInt32BE(Math.round(value * 65536));
  return bytes;
};
const tagType = (type: string) => Buffer.concat([Buffer.from(type, 'latin1'), Buffer.alloc(4)]);
const xyzTag = (value: Vector) => Buffer.concat([tagType('XYZ '), ...value.map(fixed)]);

function textTag(text: string): Buffer {
  const utf16 = Buffer.from(text, 'utf16le').swap16();
  const record = Buffer.alloc(16);
  record.writeUInt32BE(1, 0);
  record.writeUInt32BE(12, 4);
  record.write('enUS', 8, 'latin1');
  const position = Buffer.alloc(8);
  position.writeUInt32BE(utf16.length, 0);
  position.writeUInt32BE(28, 4);
  return Buffer.concat([tagType('mluc'), record, position, utf16]);
}

function curveTag(curve: Curve): Buffer {
  const kind = Buffer.alloc(4);
  kind.writeUInt16BE(curve.length === 1 ? 0 : 3, 0);
  return Buffer.concat([tagType('para'), kind, ...curve.map(fixed)]);
}

const padded = (bytes: Buffer) => Buffer.concat([bytes, Buffer.alloc((4 - (bytes.length % 4)) % 4)]);

/**
 * An ICC v4.3 RGB display profile for the nclx's primaries, white point and transfer curve: the
 * profile of the HEIF's decoded RGB numbers, for libvips to convert them to sRGB with.
 */
export function iccProfileForNclx(colour: NclxColour): Buffer {
  const { red, green, blue, chad } = colorants(colour);
  const curve = curveTag(curveOf(colour.transfer));
  const tags: [string, Buffer][] = [
    ['desc', textTag(`nclx ${colour.primaries}/${colour.transfer}`)],
    ['cprt', textTag('No copyright, use freely')],
    ['wtpt', xyzTag(d50)],
    ['chad', Buffer.concat([tagType('sf32'), ...[...chad[0], ...chad[1], ...chad[2]].map(fixed)])],
    ['rXYZ', xyzTag(red)],
    ['gXYZ', xyzTag(green)],
    ['bXYZ', xyzTag(blue)],
    ['rTRC', curve],
    ['gTRC', curve],
    ['bTRC', curve],
  ];
  const tableBytes = 4 + tags.length * 12;
  const table = Buffer.alloc(tableBytes);
  table.writeUInt32BE(tags.length, 0);
  const data: Buffer[] = [];
  // The three curves are one: their tags share its bytes.
  const placed = new Map<Buffer, number>();
  let offset = 128 + tableBytes;
  tags.forEach(([signature, body], index) => {
    let at = placed.get(body);
    if (at === undefined) {
      at = offset;
      placed.set(body, at);
      data.push(padded(body));
      offset += padded(body).length;
    }
    table.write(signature, 4 + index * 12, 'latin1');
    table.writeUInt32BE(at, 8 + index * 12);
    table.writeUInt32BE(body.length, 12 + index * 12);
  });
  const header = Buffer.alloc(128);
  header.writeUInt32BE(offset, 0);
  header.writeUInt32BE(0x04300000, 8);
  header.write('mntrRGB XYZ ', 12, 'latin1');
  header.writeUInt16BE(2026, 24);
  header.writeUInt16BE(1, 26);
  header.writeUInt16BE(1, 28);
  header.write('acsp', 36, 'latin1');
  d50.forEach((value, index) => fixed(value).copy(header, 68 + index * 4));
  return Buffer.concat([header, table, ...data]);
}
