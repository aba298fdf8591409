import { Anchor, Badge, Burger, Group, Loader, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ColorSchemeSwitch } from '../../components/color-scheme-switch';
import { HoverHint } from '../../components/hover-hint';
import { LanguageSwitch } from '../../components/language-switch';
import { ProductMark } from '../../components/product-mark';
import type { SessionInfo } from '../../core/api/session';
import { useWaitingForServiceLimit } from '../../lib/use-waiting-for-service-limit';
import classes from './app-shell-layout.module.css';
import { SWITCHES_IN_HEADER, useScreenMatches } from './screen-width';
import { UserPanel } from './user-panel';

// react-remove-scroll's class for fixed elements: while a dialog locks the page's scrolling, the header
// keeps its width instead of sliding under the scrollbar's old place.
const keepsPlaceWhenScrollLocks = 'right-scroll-bar-position';

interface ShellHeaderProps {
  session: SessionInfo;
  navigationId: string;
  navigationOpened: boolean;
  onToggleNavigation: () => void;
}

export function ShellHeader({
  session,
  navigationId,
  navigationOpened,
  onToggleNavigation,
}: ShellHeaderProps) {
  const { t } = useTranslation('shell');
  const waitingForLimit = useWaitingForServiceLimit();
  // A narrow screen has them in the navigation instead; hidden here, they were still a render's work.
  const switchesHere = useScreenMatches(SWITCHES_IN_HEADER);
  return (
    <header className={`${classes.header} ${keepsPlaceWhenScrollLocks}`}>
      <Group h="100%" px="md" justify="space-between" wrap="nowrap">
        <Group gap="sm" wrap="nowrap">
          <Burger
            opened={navigationOpened}
            onClick={onToggleNavigation}
            hiddenFrom="sm"
            size="sm"
            aria-label={navigationOpened ? t('navigation.close') : t('navigation.open')}
            aria-expanded={navigationOpened}
            aria-controls={navigationId}
          />
          <Anchor component={Link} to="/" underline="never" c="inherit">
            <ProductMark />
          </Anchor>
          {session.upstream === 'sandbox' && (
            <HoverHint label={t('upstream.sandboxHint')} multiline w={260}>
              <Badge variant="light" color="orange" tabIndex={0} visibleFrom="xs">
                {t('upstream.sandbox')}
              </Badge>
            </HoverHint>
          )}
        </Group>
        <Group gap="md" wrap="nowrap">
          {waitingForLimit && (
            <Group gap={6} wrap="nowrap" role="status">
              <Loader size="xs" color="yellow" aria-hidden />
              <Text size="sm" c="yellow.8">
                {t('upstream.waitingForLimit')}
              </Text>
            </Group>
          )}
          {switchesHere && (
            <Group gap="xs" wrap="nowrap" visibleFrom="md">
              <LanguageSwitch />
              <ColorSchemeSwitch />
            </Group>
          )}
          <UserPanel user={session.user} />
        </Group>
      </Group>
    </header>
  );
}
