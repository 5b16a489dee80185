import { Icon, type IconName } from './icon';
import './coming-soon.css';

export interface ComingSoonProps {
  title: string;
  /** One line on what will be here. */
  description: string;
  icon?: IconName;
  /** The heading level of the title: 2 for a page section, 3 inside one. */
  level?: 2 | 3;
}

/** A section that is planned but not built yet: its title, what it will hold, and when. */
export function ComingSoon({ title, description, icon = 'clock', level = 2 }: ComingSoonProps) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section className="coming-soon" aria-label={title}>
      <span className="coming-soon__icon">
        <Icon name={icon} size={22} />
      </span>
      <Heading className="coming-soon__title">{title}</Heading>
      <p className="coming-soon__when">Coming with the next release</p>
      <p className="coming-soon__what">{description}</p>
    </section>
  );
}
