import { Button, SimpleGrid } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { PRESSABLE_KEYS, type PressableKey } from '@/core/ivr/simulator/call-types';

const isPressable = (key: string): key is PressableKey => (PRESSABLE_KEYS as readonly string[]).includes(key);

/** Typing in a field is not dialling. */
function isTyping(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))
  );
}

/** The phone's twelve keys, also reachable from the keyboard's digits, * and # while a call is on. */
export function Keypad({ enabled, onPress }: { enabled: boolean; onPress: (key: PressableKey) => void }) {
  const { t } = useTranslation('simulator');
  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey || isTyping(event.target)) return;
      if (!isPressable(event.key)) return;
      event.preventDefault();
      onPress(event.key);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [enabled, onPress]);
  return (
    <SimpleGrid cols={3} spacing="xs" role="group" aria-label={t('keypad.label')}>
      {PRESSABLE_KEYS.map((key) => (
        <Button
          key={key}
          variant="default"
          size="md"
          disabled={!enabled}
          aria-label={t('keypad.key', { key })}
          onClick={() => onPress(key)}
        >
          {key}
        </Button>
      ))}
    </SimpleGrid>
  );
}
