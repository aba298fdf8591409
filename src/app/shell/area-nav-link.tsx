import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { areaIcons } from '../navigation/area-icons';
import { areas } from '../navigation/areas';
import type { AreaId } from '../navigation/areas';
import classes from './area-nav-link.module.css';

interface AreaNavLinkProps {
  areaId: AreaId;
  onNavigate?: () => void;
}

/** An area in the navigation; the router marks the open one `aria-current="page"`, which is styled. */
export function AreaNavLink({ areaId, onNavigate }: AreaNavLinkProps) {
  const { t } = useTranslation('shell');
  const { path } = areas[areaId];
  const AreaIcon = areaIcons[areaId];
  return (
    <Link
      to={path}
      activeOptions={{ exact: path === '/' }}
      className={`${classes.link} mantine-focus-auto`}
      onClick={onNavigate}
    >
      <AreaIcon className={classes.icon} size={18} stroke={1.6} aria-hidden />
      <span className={classes.body}>
        <span className={classes.label}>{t(`areas.${areaId}.label`)}</span>
      </span>
    </Link>
  );
}
