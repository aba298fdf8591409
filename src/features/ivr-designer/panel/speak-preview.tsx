import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The service's speed runs -3..3; the browser's rate 0.1..10 with 1 as normal. */
const rateOf = (speed: number) => (Number.isFinite(speed) ? 1 + speed * 0.2 : 1);

/** Reads the prompt aloud with the browser's own voice: close enough to judge wording and length. */
export function SpeakPreview({ text, speed }: { text: string; speed: number }) {
  const { t } = useTranslation('ivr');
  const available = typeof window !== 'undefined' && 'speechSynthesis' in window;
  const speak = () => {
    window.speechSynthesis.cancel();
    const utterance = new SpeechSynthesisUtterance(text);
    utterance.lang = 'vi-VN';
    utterance.rate = rateOf(speed);
    window.speechSynthesis.speak(utterance);
  };
  return (
    <Button size="xs" variant="light" onClick={speak} disabled={!available || text.trim() === ''}>
      {t('panel.listen')}
    </Button>
  );
}
