import {
  describeFlyerDateTime,
  FLYER_ASSISTANT,
  type FlyerForm,
  type FlyerPrompt,
  flyerAssistantLink,
} from '@nightlife/domain';
import { Button, buttonClassName, toast } from '@nightlife/ui';
import { useState, type MouseEvent } from 'react';
import { isPhone, PHONE_ASSISTANT_STEPS, previewAspectRatio, promptPosition } from '../flyer-studio.model';

async function copy(prompt: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(prompt);
    return true;
  } catch {
    return false;
  }
}

/** The three prompts, one at a time (spec 2 §2.15), with a preview, copy and the chat assistant. */
export function PromptViewer({ form, prompts }: { form: FlyerForm; prompts: FlyerPrompt[] }) {
  const [index, setIndex] = useState(0);
  const [phoneSteps, setPhoneSteps] = useState(false);
  const current = prompts[index];
  const position = promptPosition(index, prompts.length);
  const link = flyerAssistantLink(current.prompt);

  const copyPrompt = async () => {
    if (await copy(current.prompt))
      toast({
        title: 'Prompt copied!',
        description: `${current.style} is on your clipboard.`,
        variant: 'success',
      });
    else
      toast({
        title: 'Copy failed',
        description: 'Select the prompt text and copy it yourself.',
        variant: 'destructive',
      });
  };

  // On a phone the assistant's app may open without the link's text: copy first, then explain.
  const openAssistant = async (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPhone(navigator.userAgent)) return;
    event.preventDefault();
    await copy(current.prompt);
    setPhoneSteps(true);
    window.open(link, '_blank', 'noopener');
  };

  return (
    <section className="mk-panel mk-flyer__results" aria-labelledby="prompts-title">
      <div className="mk-flyer__results-head">
        <h2 id="prompts-title" className="mk-panel__title">
          Your prompts
        </h2>
        <p className="mk-flyer__position" aria-live="polite">
          {position.label}: <strong>{current.style}</strong>
        </p>
      </div>

      <div
        className={`mk-flyer__preview mk-flyer__preview--${index}`}
        style={{ aspectRatio: previewAspectRatio(form.size) }}
        aria-hidden="true"
      >
        <span className="mk-flyer__preview-name">{form.eventName.trim()}</span>
        <span className="mk-flyer__preview-meta">{describeFlyerDateTime(form.eventDateTime)}</span>
        <span className="mk-flyer__preview-meta">{form.location.trim()}</span>
        {form.hostedBy.trim() && (
          <span className="mk-flyer__preview-host">Hosted by {form.hostedBy.trim()}</span>
        )}
      </div>

      {/* Focusable, so the keyboard can scroll a long prompt. */}
      <div className="mk-flyer__prompt" role="region" aria-label={`${current.style} prompt`} tabIndex={0}>
        {current.prompt}
      </div>

      <div className="mk-flyer__nav">
        <Button variant="ghost" disabled={!position.canGoPrevious} onClick={() => setIndex(index - 1)}>
          ← Previous Style
        </Button>
        <Button variant="ghost" disabled={!position.canGoNext} onClick={() => setIndex(index + 1)}>
          Next Style →
        </Button>
      </div>

      <div className="mk-flyer__actions">
        <Button variant="secondary" onClick={() => void copyPrompt()}>
          Copy Prompt
        </Button>
        <a
          className={buttonClassName()}
          href={link}
          target="_blank"
          rel="noopener noreferrer"
          onClick={(event) => void openAssistant(event)}
        >
          Generate with {FLYER_ASSISTANT.name}
        </a>
      </div>
      {phoneSteps && (
        <p className="mk-flyer__steps" role="status">
          {PHONE_ASSISTANT_STEPS}
        </p>
      )}
    </section>
  );
}
