const relative = new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' });
const steps: [Intl.RelativeTimeFormatUnit, number][] = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
  ['week', 4.35],
  ['month', 12],
  ['year', Infinity],
];

/** When a design was last changed, as a shopper says it: "Changed 5 minutes ago", "Changed yesterday". */
export function changedAgo(changedAt: number, now = Date.now()): string {
  let amount = (changedAt - now) / 1000;
  for (const [unit, perNext] of steps) {
    if (Math.abs(amount) < perNext) return `Changed ${unit === 'second' ? 'just now' : relative.format(Math.round(amount), unit)}`;
    amount /= perNext;
  }
  return 'Changed long ago';
}
