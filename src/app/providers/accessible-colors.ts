import { darken, type CSSVariablesResolver } from '@mantine/core';

/**
 * Mantine's defaults put some text below WCAG AA (4.5:1), which axe reports as serious: dimmed text and
 * placeholders (gray.6 / gray.5 on white, 2.1–3.5:1), and on light backgrounds the text of `light`
 * badges and alerts (shade 9 on shade 1, 3.6–4.3:1), of `outline` ones and coloured text (shade 6–7).
 * These variables darken them in the light scheme and lighten dimmed text in the dark one.
 */
export const cssVariablesResolver: CSSVariablesResolver = (theme) => {
  const light: Record<string, string> = {
    '--mantine-color-dimmed': '#636b74',
    '--mantine-color-placeholder': '#636b74',
  };
  for (const [name, shades] of Object.entries(theme.colors)) {
    if (!Array.isArray(shades) || shades.length < 10 || name === 'dark') continue;
    light[`--mantine-color-${name}-light-color`] = darken(shades[9], 0.3);
    light[`--mantine-color-${name}-outline`] = darken(shades[9], 0.1);
    light[`--mantine-color-${name}-text`] = darken(shades[9], 0.1);
  }
  return {
    variables: {},
    light,
    dark: { '--mantine-color-dimmed': '#a0a0a0', '--mantine-color-placeholder': '#a0a0a0' },
  };
};
