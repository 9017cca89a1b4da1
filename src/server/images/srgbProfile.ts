/**
 * Whether an ICC profile describes sRGB: its primaries (the D50-adapted rXYZ, gXYZ, bXYZ tags)
 * and each channel's tone curve (rTRC, gTRC, bTRC) those of sRGB. Browsers write such a profile
 * into every JPEG they encode (Chromium's is 472 bytes): a picture carrying it is already in the
 * colours the store keeps, so its pixels can be kept exactly rather than encoded again.
 */

/** sRGB's primaries adapted to D50, as ICC v2/v4 profiles carry them (rounded to s15Fixed16). */
const srgbColumns: Record<'rXYZ' | 'gXYZ' | 'bXYZ', readonly [number, number, number]> = {
  rXYZ: [0.4361, 0.2225, 0.0139],
  gXYZ: [0.3851, 0.7169, 0.0971],
  bXYZ: [0.1431, 0.0606, 0.7141],
};
const primaryTolerance = 0.003;
/** A tone curve within this of sRGB's everywhere (of 1) is sRGB's: under half a level of 8 bits. */
const curveTolerance = 0.002;

/** sRGB's transfer function, encoded value to linear light (IEC 61966-2-1). */
const srgbCurve = (value: number) => (value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4);

function tagTable(profile: Buffer): Map<string, Buffer> {
  const tags = new Map<string, Buffer>();
  if (profile.length < 132) return tags;
  const count = profile.readUInt32BE(128);
  for (let index = 0; index < count && 132 + index * 12 + 12 <= profile.length; index += 1) {
    const entry = 132 + index * 12;
    const offset = profile.readUInt32BE(entry + 4);
    const size = profile.readUInt32BE(entry + 8);
    if (offset + size <= profile.length) tags.set(profile.toString('latin1', entry, entry + 4), profile.subarray(offset, offset + size));
  }
  return tags;
}

const s15Fixed16 = (bytes: Buffer, at: number) => bytes.readInt32BE(at) / 65536;

function xyzOf(tag: Buffer | undefined): [number, number, number] | undefined {
  if (!tag || tag.length < 20 || tag.toString('latin1', 0, 4) !== 'XYZ ') return undefined;
  return [s15Fixed16(tag, 8), s15Fixed16(tag, 12), s15Fixed16(tag, 16)];
}

/** The tone curve of a 'curv' or 'para' tag as a function, or undefined for one it cannot read. */
function curveOf(tag: Buffer | undefined): ((value: number) => number) | undefined {
  if (!tag || tag.length < 12) return undefined;
  const type = tag.toString('latin1', 0, 4);
  if (type === 'curv') {
    const count = tag.readUInt32BE(8);
    if (tag.length < 12 + count * 2) return undefined;
    if (count === 0) return (value) => value;
    if (count === 1) {
      const gamma = tag.readUInt16BE(12) / 256;
      return (value) => value ** gamma;
    }
    const entry = (index: number) => tag.readUInt16BE(12 + index * 2) / 65535;
    return (value) => {
      const at = value * (count - 1);
      const below = Math.floor(at);
      const above = Math.min(count - 1, below + 1);
      return entry(below) + (entry(above) - entry(below)) * (at - below);
    };
  }
  if (type === 'para') {
    const kind = tag.readUInt16BE(8);
    const parameters = [0, 1, 2, 3, 4, 5, 6].map((index) => (12 + index * 4 + 4 <= tag.length ? s15Fixed16(tag, 12 + index * 4) : 0));
    const [g = 1, a = 1, b = 0, c = 0, d = 0, e = 0, f = 0] = parameters;
    if (kind === 0) return (value) => value ** g;
    if (kind === 1) return (value) => (value >= -b / a ? (a * value + b) ** g : 0);
    if (kind === 2) return (value) => (value >= -b / a ? (a * value + b) ** g + c : c);
    if (kind === 3) return (value) => (value >= d ? (a * value + b) ** g : c * value);
    if (kind === 4) return (value) => (value >= d ? (a * value + b) ** g + e : c * value + f);
  }
  return undefined;
}

export function isSrgbProfile(profile: Buffer): boolean {
  const tags = tagTable(profile);
  for (const [name, expected] of Object.entries(srgbColumns)) {
    const column = xyzOf(tags.get(name));
    if (!column || column.some((value, index) => Math.abs(value - (expected[index] ?? 0)) > primaryTolerance)) return false;
  }
  return ['rTRC', 'gTRC', 'bTRC'].every((name) => {
    const curve = curveOf(tags.get(name));
    if (!curve) return false;
    for (let step = 0; step <= 64; step += 1) {
      const value = step / 64;
      if (Math.abs(curve(value) - srgbCurve(value)) > curveTolerance) return false;
    }
    return true;
  });
}
