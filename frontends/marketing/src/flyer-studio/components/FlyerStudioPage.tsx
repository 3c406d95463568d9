import {
  buildFlyerPrompts,
  EMPTY_FLYER_FORM,
  type FlyerForm,
  type FlyerPrompt,
  validateFlyerForm,
} from '@nightlife/domain';
import { useRef, useState } from 'react';
import { errorsByField, focusFirstInvalid } from '../../shared/form-errors';
import { usePageMetadata } from '../../shared/hooks/usePageMetadata';
import '../../shared/forms.css';
import '../flyer-studio.css';
import { FlyerFormFields } from './FlyerFormFields';
import { PromptViewer } from './PromptViewer';

/** Spec 2 §2.15: describe the event, get three image prompts to take to a chat assistant. */
export function FlyerStudioPage() {
  usePageMetadata('/flyer-studio');
  const [form, setForm] = useState<FlyerForm>(EMPTY_FLYER_FORM);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [prompts, setPrompts] = useState<{ run: number; form: FlyerForm; list: FlyerPrompt[] } | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  const change = (patch: Partial<FlyerForm>) => {
    setForm((current) => ({ ...current, ...patch }));
    setErrors((current) => ({
      ...current,
      ...Object.fromEntries(Object.keys(patch).map((key) => [key, ''])),
    }));
  };

  const generate = () => {
    const problems = errorsByField(validateFlyerForm(form));
    setErrors(problems);
    if (Object.keys(problems).length > 0) {
      requestAnimationFrame(() => focusFirstInvalid(formRef.current, Object.keys(problems)));
      return;
    }
    setPrompts((previous) => ({ run: (previous?.run ?? 0) + 1, form, list: buildFlyerPrompts(form) }));
  };

  return (
    <div className="mk-page mk-flyer">
      <section className="mk-hero">
        <p className="mk-eyebrow">AI flyer prompts</p>
        <h1 className="mk-hero__title">Flyer Studio</h1>
        <p className="mk-hero__lead">
          Tell us about your night, or just say it out loud. You get three ready-made prompts for an image
          generator, in three different styles.
        </p>
      </section>

      <div className="mk-flyer__layout">
        <FlyerFormFields ref={formRef} form={form} errors={errors} onChange={change} onSubmit={generate} />
        {prompts ? (
          // A new submit starts again at the first style.
          <PromptViewer key={prompts.run} form={prompts.form} prompts={prompts.list} />
        ) : (
          <section className="mk-panel mk-flyer__empty" aria-label="Prompts">
            <h2 className="mk-panel__title">Your prompts appear here</h2>
            <p className="mk-panel__text">
              Fill in the event, pick a style and press Generate Prompts. You get a Professional, a Bold &
              Energetic and an Artistic & Creative version to copy or open in ChatGPT.
            </p>
          </section>
        )}
      </div>
    </div>
  );
}
