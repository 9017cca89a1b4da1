import type { Sharp } from 'sharp';

/**
 * The picture as sharp should decode a client's picture: converted to sRGB from its own ICC
 * profile. sharp does that by itself for an 8-bit picture, but works on a 16-bit one in Display
 * P3 and then writes the P3 numbers out as sRGB ones (a 16-bit P3 PNG would lose its greens and
 * reds): a 16-bit picture is taken into sRGB's pipeline, where the conversion is sRGB's.
 */
export async function inSrgb(image: Sharp): Promise<Sharp> {
  const { depth } = await image.metadata();
  return depth === 'ushort' ? image.pipelineColourspace('srgb') : image;
}
