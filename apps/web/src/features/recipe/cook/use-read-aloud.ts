import { useCallback, useEffect, useState } from 'react';
import type { Language } from '@chhiwat/core';

/** The voice preferred per language where several exist: Moroccan Arabic, then any Arabic. */
const PREFERRED_LOCALES: Record<Language, string[]> = {
  ar: ['ar-ma', 'ar-sa', 'ar'],
  fr: ['fr-fr', 'fr-ma', 'fr'],
  en: ['en-gb', 'en-us', 'en'],
};

function voiceFor(voices: readonly SpeechSynthesisVoice[], language: Language) {
  const ofLanguage = voices.filter((voice) => voice.lang.toLowerCase().startsWith(language));
  for (const locale of PREFERRED_LOCALES[language]) {
    const voice = ofLanguage.find((v) => v.lang.toLowerCase().replace('_', '-') === locale);
    if (voice) return voice;
  }
  return ofLanguage[0];
}

const speechOf = () =>
  typeof window !== 'undefined' && 'speechSynthesis' in window ? window.speechSynthesis : undefined;

/**
 * Reads text aloud with the device's own voices (Speech Synthesis API, issue #43): nothing leaves
 * the device. `hasVoice` says whether the device has a voice for a language; the list of voices
 * often arrives after the page loads (`voiceschanged`).
 */
export function useReadAloud() {
  const speech = speechOf();
  const [voices, setVoices] = useState<SpeechSynthesisVoice[]>(() => speech?.getVoices() ?? []);
  useEffect(() => {
    if (!speech) return;
    const update = () => setVoices(speech.getVoices());
    update();
    speech.addEventListener('voiceschanged', update);
    return () => {
      speech.removeEventListener('voiceschanged', update);
      speech.cancel();
    };
  }, [speech]);

  const hasVoice = useCallback(
    (language: Language) => voiceFor(voices, language) !== undefined,
    [voices],
  );
  const speak = useCallback(
    (text: string, language: Language) => {
      if (!speech) return;
      speech.cancel();
      const utterance = new SpeechSynthesisUtterance(text);
      utterance.lang = language;
      const voice = voiceFor(voices, language);
      if (voice) utterance.voice = voice;
      speech.speak(utterance);
    },
    [speech, voices],
  );
  const stop = useCallback(() => speech?.cancel(), [speech]);
  return { supported: speech !== undefined, hasVoice, speak, stop };
}
