/**
 * What a HEIF image's decoded RGB numbers mean, read from libheif (the image's `colr` property): an ICC
 * profile (as iPhones write Display P3), an nclx description (H.273 code points), or nothing
 * (sRGB). libheif converts YCbCr to RGB with the nclx's matrix but leaves the primaries and the
 * transfer curve as they are, so the ICC profile to convert the numbers to sRGB from is read here.
 */
import type { LibHeif, Wrapped } from 'libheif-js/wasm-bundle.js';
import { iccProfileForNclx, isSrgbNclx, type NclxColour } from './nclxProfile.ts';

const fourcc = (text: string) => text.split('').reduce((code, char) => code * 256 + char.charCodeAt(0), 0);
const iccTypes = new Set([fourcc('prof'), fourcc('rICC')]);
const nclxType = fourcc('nclx');
/** sizeof(struct heif_error) in wasm32: code, subcode, message pointer. */
const errorBytes = 12;

/** Runs `work` with `bytes` of wasm memory, freed afterwards. */
function withMemory<T>(libheif: LibHeif, bytes: number, work: (pointer: number) => T): T {
  const pointer = libheif._malloc(bytes);
  try {
    return work(pointer);
  } finally {
    libheif._free(pointer);
  }
}

const errorCode = (libheif: LibHeif, error: number) => new DataView(libheif.HEAPU8.buffer).getInt32(error, true);

function iccProfile(libheif: LibHeif, handle: number): Buffer {
  const size = libheif._heif_image_handle_get_raw_color_profile_size(handle);
  return withMemory(libheif, errorBytes + size, (error) => {
    const data = error + errorBytes;
    libheif._heif_image_handle_get_raw_color_profile(error, handle, data);
    if (errorCode(libheif, error)) throw new Error('The photo’s colour profile could not be read');
    return Buffer.from(libheif.HEAPU8.subarray(data, data + size));
  });
}

/**
 * struct heif_color_profile_nclx in wasm32: version (u8), colour primaries, transfer
 * characteristics, matrix coefficients (4-byte enums from offset 4), full range flag (u8 at 16),
 * then the primaries' and white's x and y as floats from offset 20.
 */
function nclxColour(libheif: LibHeif, handle: number): NclxColour {
  return withMemory(libheif, errorBytes + 4, (error) => {
    const out = error + errorBytes;
    libheif._heif_image_handle_get_nclx_color_profile(error, handle, out);
    if (errorCode(libheif, error)) throw new Error('The photo’s colour description could not be read');
    const nclx = new DataView(libheif.HEAPU8.buffer).getUint32(out, true);
    try {
      const view = new DataView(libheif.HEAPU8.buffer, nclx, 52);
      const xy = (index: number) => ({ x: view.getFloat32(20 + index * 8, true), y: view.getFloat32(24 + index * 8, true) });
      return { primaries: view.getInt32(4, true), transfer: view.getInt32(8, true), red: xy(0), green: xy(1), blue: xy(2), white: xy(3) };
    } finally {
      libheif._heif_nclx_color_profile_free(nclx);
    }
  });
}

/**
 * The ICC profile of an image's decoded RGB numbers when they are not sRGB: its own ICC profile,
 * or one made for its nclx primaries and curve; undefined for sRGB numbers (no profile, or an
 * nclx of sRGB), which need no conversion. (libheif gives the profile on the image's handle: the
 * decoded image of an nclx file carries none.)
 */
export function profileToConvertFrom(libheif: LibHeif, image: Wrapped): Buffer | undefined {
  const handle = image.$$.ptr;
  const type = libheif._heif_image_handle_get_color_profile_type(handle);
  if (iccTypes.has(type)) return iccProfile(libheif, handle);
  if (type !== nclxType) return undefined;
  const colour = nclxColour(libheif, handle);
  return isSrgbNclx(colour) ? undefined : iccProfileForNclx(colour);
}
