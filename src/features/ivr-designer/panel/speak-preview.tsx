import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { speechRateOf } from '@/core/ivr/simulator/path-times';

/** Reads the prompt aloud with the browser's own voice: close enough to judge wording and length. */
export function SpeakPreview({ text, speed }: { text: string; speed: number }) {
  const { t } = useTranslation('ivr');
  const available = typeof window !== 'undefined' && 'speechSynthesis' in window;
  const speak = () => {
    window.speechSynthesis.cancel();
    const utterance = new SpeechSynthesisUtterance(text);
    utterance.lang = 'vi-VN';
    utterance.rate = speechRateOf(speed);
    window.speechSynthesis.speak(utterance);
  };
  return (
    <Button size="xs" variant="light" onClick={speak} disabled={!available || text.trim() === ''}>
      {t('panel.listen')}
    </Button>
  );
}
