import { useDisclosure } from '@mantine/hooks';
import { useSession } from '../../api/session/get-session';
import { useRedirectWhenSignedOut } from '../../features/auth/use-redirect-when-signed-out';
import { AreaAccessGuard } from '../navigation/area-access-guard';
import classes from './app-shell-layout.module.css';
import { ShellHeader } from './shell-header';
import { ShellNavbar } from './shell-navbar';
import { PageOnceStringsAreIn } from './page-once-strings-are-in';
import { SkipLink } from './skip-link';
import { useFocusMainOnNavigation } from './use-focus-main-on-navigation';

const mainId = 'main-content';
const navigationId = 'main-navigation';

/** The frame of every signed-in page: header, navigation to every area, and the page itself. */
export function AppShellLayout() {
  const [navigationOpened, navigation] = useDisclosure(false);
  const { data: session } = useSession();
  useRedirectWhenSignedOut(session);
  useFocusMainOnNavigation(mainId);
  if (!session) return null;
  return (
    <div className={classes.frame}>
      <SkipLink targetId={mainId} />
      <ShellHeader
        session={session}
        navigationId={navigationId}
        navigationOpened={navigationOpened}
        onToggleNavigation={navigation.toggle}
      />
      <ShellNavbar id={navigationId} opened={navigationOpened} onNavigate={navigation.close} />
      <main id={mainId} tabIndex={-1} className={classes.main}>
        <AreaAccessGuard>
          <PageOnceStringsAreIn />
        </AreaAccessGuard>
      </main>
    </div>
  );
}
