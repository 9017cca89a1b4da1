import sharp from 'sharp';

export interface BenchPicture {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

function hsl(hue: number, saturation: number, lightness: number): string {
  return `hsl(${Math.round(hue % 360)}, ${saturation}%, ${lightness}%)`;
}

/** One of three patterns (stripes, dots, checks) over a gradient, in colours of its own. */
function pictureSvg(index: number, width: number, height: number): string {
  const hue = (index * 360) / 7.3;
  const ink = hsl(hue + 150, 70, 45);
  const patterns = [
    `<pattern id="p" width="60" height="60" patternUnits="userSpaceOnUse" patternTransform="rotate(${index * 17})">
       <rect width="30" height="60" fill="${ink}"/></pattern>`,
    `<pattern id="p" width="80" height="80" patternUnits="userSpaceOnUse">
       <circle cx="40" cy="40" r="${18 + (index % 5) * 4}" fill="${ink}"/></pattern>`,
    `<pattern id="p" width="100" height="100" patternUnits="userSpaceOnUse" patternTransform="rotate(${index * 11})">
       <rect width="50" height="50" fill="${ink}"/><rect x="50" y="50" width="50" height="50" fill="${ink}"/></pattern>`,
  ];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs>
      <linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stop-color="${hsl(hue, 80, 65)}"/><stop offset="1" stop-color="${hsl(hue + 60, 75, 35)}"/>
      </linearGradient>
      ${patterns[index % patterns.length] ?? ''}
    </defs>
    <rect width="${width}" height="${height}" fill="url(#g)"/>
    <rect width="${width}" height="${height}" fill="url(#p)" opacity="0.55"/>
    <circle cx="${width * (0.3 + (index % 4) * 0.15)}" cy="${height / 2}" r="${height / 4}" fill="${hsl(hue + 200, 90, 80)}" opacity="0.8"/>
  </svg>`;
}

export const benchPictureSize = { width: 800, height: 600 } as const;

/** `count` distinct photo-like JPEGs of benchPictureSize, named bench-00.jpg, bench-01.jpg, … */
export async function benchPictures(count: number, { width, height }: { width: number; height: number } = benchPictureSize): Promise<BenchPicture[]> {
  return Promise.all(
    Array.from({ length: count }, async (_, index) => ({
      name: `bench-${String(index).padStart(2, '0')}.jpg`,
      mimeType: 'image/jpeg',
      buffer: await sharp(Buffer.from(pictureSvg(index, width, height))).jpeg({ quality: 88 }).toBuffer(),
    })),
  );
}
