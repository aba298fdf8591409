import { NavLink } from '@mantine/core';
import type { NavLinkProps } from '@mantine/core';
import { createLink } from '@tanstack/react-router';
import type { AnchorHTMLAttributes, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { areaIcons } from '../navigation/area-icons';
import { areas } from '../navigation/areas';
import type { AreaId } from '../navigation/areas';

type NavLinkAnchorProps = NavLinkProps &
  AnchorHTMLAttributes<HTMLAnchorElement> & { ref?: Ref<HTMLAnchorElement> };

// Mantine styles `aria-current="page"`, which the router sets on the active link.
function NavLinkAnchor(props: NavLinkAnchorProps) {
  return <NavLink component="a" {...props} />;
}

const RouterNavLink = createLink(NavLinkAnchor);

interface AreaNavLinkProps {
  areaId: AreaId;
  onNavigate?: () => void;
}

export function AreaNavLink({ areaId, onNavigate }: AreaNavLinkProps) {
  const { t } = useTranslation('shell');
  const { path } = areas[areaId];
  const AreaIcon = areaIcons[areaId];
  return (
    <RouterNavLink
      to={path}
      activeOptions={{ exact: path === '/' }}
      label={t(`areas.${areaId}.label`)}
      leftSection={<AreaIcon size={18} stroke={1.6} aria-hidden />}
      onClick={onNavigate}
    />
  );
}
