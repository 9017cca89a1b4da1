const features = [
  {
    title: '3D wrap',
    text: 'Your collage is printed around the edges of the case, not just on the back.',
  },
  {
    title: 'UV protected',
    text: 'UV-resistant inks keep the colors of your photos bright, day after sunny day.',
  },
  {
    title: 'Durable',
    text: 'A tough, impact-resistant shell that takes everyday bumps and drops in its stride.',
  },
  {
    title: 'Silicone liner',
    text: 'A soft inner lining cushions your phone and keeps its finish free of scratches.',
  },
];

/** The case's four selling points; numbered marks rather than icons keep the landing bundle small. */
export function FeatureList() {
  return (
    <ul className="features">
      {features.map(({ title, text }, index) => (
        <li className="feature" key={title}>
          <span className="feature__mark" aria-hidden="true">
            {String(index + 1).padStart(2, '0')}
          </span>
          <h3 className="feature__title">{title}</h3>
          <p>{text}</p>
        </li>
      ))}
    </ul>
  );
}
