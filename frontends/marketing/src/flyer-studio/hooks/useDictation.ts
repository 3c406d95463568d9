import { FLYER_MESSAGES } from '@nightlife/domain';
import { toast } from '@nightlife/ui';
import { useEffect, useRef, useState } from 'react';

// The part of the Web Speech API used here (not in TypeScript's DOM library).
interface SpeechRecognitionResultEvent {
  resultIndex: number;
  results: ArrayLike<{ isFinal: boolean; 0: { transcript: string } }>;
}

interface SpeechRecognitionLike {
  continuous: boolean;
  interimResults: boolean;
  lang: string;
  onresult: ((event: SpeechRecognitionResultEvent) => void) | null;
  onend: (() => void) | null;
  onerror: (() => void) | null;
  start(): void;
  stop(): void;
  abort(): void;
}

type SpeechRecognitionConstructor = new () => SpeechRecognitionLike;

function speechRecognition(): SpeechRecognitionConstructor | null {
  const speech = window as unknown as {
    SpeechRecognition?: SpeechRecognitionConstructor;
    webkitSpeechRecognition?: SpeechRecognitionConstructor;
  };
  return speech.SpeechRecognition ?? speech.webkitSpeechRecognition ?? null;
}

/**
 * Dictation into a text field (spec 2 §2.15): continuous, English (US), each finished phrase
 * handed to `onPhrase`; it stops itself when the browser ends it or on an error. Browsers without
 * the Web Speech API get the spec's message.
 */
export function useDictation(onPhrase: (phrase: string) => void) {
  const [listening, setListening] = useState(false);
  const recognition = useRef<SpeechRecognitionLike | null>(null);
  const handlePhrase = useRef(onPhrase);

  useEffect(() => {
    handlePhrase.current = onPhrase;
  });
  useEffect(() => () => recognition.current?.abort(), []);

  const toggle = () => {
    if (recognition.current) {
      recognition.current.stop();
      return;
    }
    const Recognition = speechRecognition();
    if (!Recognition) {
      toast({
        title: 'Voice input unavailable',
        description: FLYER_MESSAGES.voiceUnsupported,
        variant: 'destructive',
      });
      return;
    }
    const session = new Recognition();
    session.continuous = true;
    session.interimResults = false;
    session.lang = 'en-US';
    session.onresult = (event) => {
      for (let i = event.resultIndex; i < event.results.length; i += 1) {
        const result = event.results[i];
        const phrase = result[0].transcript.trim();
        if (result.isFinal && phrase) handlePhrase.current(phrase);
      }
    };
    const stopped = () => {
      recognition.current = null;
      setListening(false);
    };
    session.onend = stopped;
    session.onerror = stopped;
    recognition.current = session;
    session.start();
    setListening(true);
  };

  return { listening, toggle };
}
