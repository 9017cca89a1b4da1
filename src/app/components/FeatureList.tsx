import { Layers, ShieldCheck, Sparkles, Sun } from 'lucide-react';

const features = [
  {
    Icon: Layers,
    title: '3D wrap',
    text: 'Your collage is printed around the edges of the case, not just on the back.',
  },
  {
    Icon: Sun,
    title: 'UV protected',
    text: 'UV-resistant inks keep the colors of your photos bright, day after sunny day.',
  },
  {
    Icon: ShieldCheck,
    title: 'Durable',
    text: 'A tough, impact-resistant shell that takes everyday bumps and drops in its stride.',
  },
  {
    Icon: Sparkles,
    title: 'Silicone liner',
    text: 'A soft inner lining cushions your phone and keeps its finish free of scratches.',
  },
];

export function FeatureList() {
  return (
    <ul className="features">
      {features.map(({ Icon, title, text }) => (
        <li className="feature" key={title}>
          <span className="feature__icon" aria-hidden="true">
            <Icon size={24} />
          </span>
          <h3 className="feature__title">{title}</h3>
          <p>{text}</p>
        </li>
      ))}
    </ul>
  );
}
