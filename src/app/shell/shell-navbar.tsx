import { Box, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ColorSchemeSwitch } from '../../components/color-scheme-switch';
import { LanguageSwitch } from '../../components/language-switch';
import { useVisibleAreaGroups } from '../navigation/visible-areas';
import classes from './app-shell-layout.module.css';
import { AreaNavLink } from './area-nav-link';
import { NAVIGATION_BESIDE_PAGE, useScreenMatches } from './screen-width';

interface ShellNavbarProps {
  id: string;
  /** Open over the page on a narrow screen (the header's burger); it always shows on a wide one. */
  opened: boolean;
  /** Called after a link is followed, so the mobile drawer can close. */
  onNavigate: () => void;
}

/**
 * Whether the navigation's links are drawn: always beside the page, and on a narrow screen from its first
 * opening on. Closed there, it is out of sight and out of the tab order, and its two hundred elements (a
 * link and an icon per area) were a third of the first render of a page on a phone.
 */
function useLinksDrawn(opened: boolean): boolean {
  const besidePage = useScreenMatches(NAVIGATION_BESIDE_PAGE);
  const [drawnBefore, setDrawnBefore] = useState(false);
  const drawn = besidePage || opened || drawnBefore;
  // Kept once drawn, so that closing slides the links out rather than emptying the panel first.
  if (drawn && !drawnBefore) setDrawnBefore(true);
  return drawn;
}

export function ShellNavbar({ id, opened, onNavigate }: ShellNavbarProps) {
  const { t } = useTranslation('shell');
  const drawn = useLinksDrawn(opened);
  return (
    <nav
      id={id}
      aria-label={t('navigation.label')}
      className={classes.navbar}
      data-opened={opened || undefined}
    >
      {drawn && <NavbarLinks id={id} onNavigate={onNavigate} />}
    </nav>
  );
}

function NavbarLinks({ id, onNavigate }: Pick<ShellNavbarProps, 'id' | 'onNavigate'>) {
  const { t } = useTranslation('shell');
  const visibleGroups = useVisibleAreaGroups();
  return (
    <>
      {/* The browser's own scrolling: Mantine's ScrollArea brings Floating UI (13 KB as served) into every
          signed-in page's first load for a styled scrollbar. */}
      <div className={classes.navbarLinks}>
        <AreaNavLink areaId="overview" onNavigate={onNavigate} />
        {visibleGroups.map(({ group, areaIds }) => {
          const headingId = `${id}-${group}`;
          return (
            <Box key={group} role="group" aria-labelledby={headingId} mt="md">
              <Text id={headingId} size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" mb={4}>
                {t(`groups.${group}`)}
              </Text>
              {areaIds.map((areaId) => (
                <AreaNavLink key={areaId} areaId={areaId} onNavigate={onNavigate} />
              ))}
            </Box>
          );
        })}
      </div>
      {/* On narrow screens the header has no room for these, so they move here. */}
      <Box hiddenFrom="md" pt="sm">
        <Stack gap="xs" align="flex-start">
          <LanguageSwitch />
          <Group>
            <ColorSchemeSwitch />
          </Group>
        </Stack>
      </Box>
    </>
  );
}
