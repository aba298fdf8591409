import { createTheme, localStorageColorSchemeManager } from '@mantine/core';

const closedListsUnmounted = { keepMounted: false };

export const theme = createTheme({
  primaryColor: 'indigo',
  // Filled colours at shade 8 with black or white text, whichever contrasts (WCAG AA, 4.5:1).
  primaryShade: { light: 8, dark: 8 },
  autoContrast: true,
  defaultRadius: 'md',
  // Keyboard users always see where focus is; mouse clicks do not leave rings behind.
  focusRing: 'auto',
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", "Noto Sans", "Liberation Sans", Arial, sans-serif',
  // A closed list is not kept in the page (Mantine keeps it, hidden): a kept one is positioned again by
  // Floating UI on every layout change, and each time reads the page's styles at once; on opening the IVR
  // editor, whose search box is always there, that was a forced style pass over the whole canvas.
  components: {
    Autocomplete: { defaultProps: { comboboxProps: closedListsUnmounted } },
    Select: { defaultProps: { comboboxProps: closedListsUnmounted } },
  },
});

export const colorSchemeManager = localStorageColorSchemeManager({ key: 'switchboard.color-scheme' });
