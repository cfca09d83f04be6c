import { Link } from 'react-router-dom';
import { isInternalLink, type BioLink } from '../bio-links';
import { BioIcon } from './bio-icon';
import styles from './bio-link-card.module.css';

export function BioLinkCard({ link }: { link: BioLink }) {
  const className = [styles.card, link.highlight ? styles.highlight : ''].filter(Boolean).join(' ');
  const body = (
    <>
      <span className={styles.icon}>
        <BioIcon name={link.icon} />
      </span>
      <span className={styles.text}>
        <span className={styles.title}>{link.title}</span>
        <span className={styles.description}>{link.description}</span>
      </span>
      <span className={styles.chevron} aria-hidden="true">
        ›
      </span>
    </>
  );
  if (isInternalLink(link.href)) {
    return (
      <Link className={className} to={link.href}>
        {body}
      </Link>
    );
  }
  const external = link.href.startsWith('http');
  return (
    <a className={className} href={link.href} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {body}
      {external ? <span className="sr-only"> (abre em uma nova aba)</span> : null}
    </a>
  );
}
