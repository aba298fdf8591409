import { useTranslation } from 'react-i18next';
import classes from './skip-link.module.css';

/** Lets keyboard users jump past the header and navigation straight to the page. */
export function SkipLink({ targetId }: { targetId: string }) {
  const { t } = useTranslation('shell');
  return (
    <a className={classes.skipLink} href={`#${targetId}`}>
      {t('skipToContent')}
    </a>
  );
}
