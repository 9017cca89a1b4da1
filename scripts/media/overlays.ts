/** Things drawn over the media's scenes: touch points and captions, in frame pixels. */

/**
 * A fingertip: a soft disc; `press` (0–1) darkens it, and `hold` (0–1) draws the ring of a
 * long-press filling up.
 */
export function fingerSvg(x: number, y: number, press: number, hold = 0): string {
  const r = 20;
  const ring =
    hold > 0
      ? `<circle cx="${x}" cy="${y}" r="${r + 8}" fill="none" stroke="#4a5759" stroke-width="6" ` +
        `stroke-dasharray="${2 * Math.PI * (r + 8) * hold} 999" transform="rotate(-90 ${x} ${y})"/>`
      : '';
  return (
    ring +
    `<circle cx="${x}" cy="${y}" r="${r}" fill="#ffffff" fill-opacity="${0.55 + press * 0.25}" ` +
    `stroke="#1f2627" stroke-opacity="0.45" stroke-width="2"/>` +
    `<circle cx="${x}" cy="${y}" r="${r * 0.35}" fill="#1f2627" fill-opacity="${0.15 + press * 0.3}"/>`
  );
}

/** An expanding ring where a tap landed; `t` runs 0–1 over the ripple. */
export function tapRippleSvg(x: number, y: number, t: number): string {
  if (t <= 0 || t >= 1) return '';
  return `<circle cx="${x}" cy="${y}" r="${14 + t * 30}" fill="none" stroke="#ffffff" stroke-width="4" opacity="${1 - t}"/>`;
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A caption of one or two lines on a dark rounded plate, centred at `y`. */
export function captionSvg(
  lines: readonly string[],
  frameWidth: number,
  y: number,
  opacity = 1,
): string {
  const lineHeight = 24;
  const height = lines.length * lineHeight + 20;
  const width = frameWidth - 32;
  const text = lines
    .map(
      (line, i) =>
        `<text x="${frameWidth / 2}" y="${y - height / 2 + 10 + lineHeight * (i + 0.78)}" text-anchor="middle" ` +
        `font-size="18" font-weight="700" fill="#ffffff">${escapeXml(line)}</text>`,
    )
    .join('');
  return (
    `<g opacity="${opacity}"><rect x="16" y="${y - height / 2}" width="${width}" height="${height}" rx="16" ` +
    `fill="#1f2627" fill-opacity="0.82"/>${text}</g>`
  );
}
