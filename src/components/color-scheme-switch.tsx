import { Center, VisuallyHidden, useMantineColorScheme } from '@mantine/core';
import type { MantineColorScheme } from '@mantine/core';
import { IconDeviceDesktop, IconMoon, IconSun } from '@tabler/icons-react';
import type { Icon } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { HoverHint } from './hover-hint';
import { SegmentedChoice } from './segmented-choice';

const schemes: readonly { value: MantineColorScheme; icon: Icon }[] = [
  { value: 'light', icon: IconSun },
  { value: 'dark', icon: IconMoon },
  { value: 'auto', icon: IconDeviceDesktop },
];

/** Light, dark or the system's choice; Mantine's colour-scheme manager persists it in localStorage. */
export function ColorSchemeSwitch() {
  const { t } = useTranslation();
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  return (
    <SegmentedChoice<MantineColorScheme>
      label={t('colorScheme.label')}
      value={colorScheme}
      onChange={setColorScheme}
      options={schemes.map(({ value, icon: SchemeIcon }) => ({
        value,
        label: (
          <HoverHint label={t(`colorScheme.${value}`)} openDelay={300}>
            <Center>
              <SchemeIcon size={16} stroke={1.8} aria-hidden />
              <VisuallyHidden>{t(`colorScheme.${value}`)}</VisuallyHidden>
            </Center>
          </HoverHint>
        ),
      }))}
    />
  );
}
