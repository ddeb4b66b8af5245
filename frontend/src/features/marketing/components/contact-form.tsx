import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Alert, Button, TextArea, TextField } from '../../../components/ui';
import { textOf } from '../../../components/ui/site-text';
import { CONTACT_SIMULATED_DELAY_MS } from '../../../lib/constants';
import styles from './contact.module.css';

type FormState = 'idle' | 'sending' | 'sent';

/**
 * The contact form (spec part 1 §2, §4, §5, §8). Only the browser's own required and e-mail checks run;
 * on submit the button is busy for the simulated delay, then the thank-you message shows and the form
 * clears. No contact call exists, so nothing leaves the browser. The spec's alert is an in-page status
 * message here (announced politely, and it does not block the page like window.alert).
 */
export function ContactForm() {
  const { t } = useLingui();
  const formRef = useRef<HTMLFormElement>(null);
  const timer = useRef<number | undefined>(undefined);
  const [state, setState] = useState<FormState>('idle');

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (state === 'sending') return;
    setState('sending');
    timer.current = window.setTimeout(() => {
      formRef.current?.reset();
      setState('sent');
    }, CONTACT_SIMULATED_DELAY_MS);
  };

  return (
    <form ref={formRef} className={styles.form} onSubmit={onSubmit}>
      <p className={textOf('sm', 'muted')}>
        <Trans>All fields except Phone are required.</Trans>
      </p>
      <div className={styles.twoCols}>
        <TextField label={t`Full Name`} name="name" autoComplete="name" required />
        <TextField
          label={t`Email Address`}
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          required
        />
      </div>
      <div className={styles.twoCols}>
        <TextField label={t`Phone`} name="phone" type="tel" autoComplete="tel" inputMode="tel" optional />
        <TextField label={t`Subject`} name="subject" required />
      </div>
      <TextArea label={t`Message`} name="message" rows={5} required />
      <div className={styles.formFooter}>
        <Button type="submit" size="lg" busy={state === 'sending'} busyText={t`Sending...`}>
          <Trans>Send Message</Trans>
        </Button>
      </div>
      {state === 'sent' && (
        <Alert tone="success" title={t`Message sent`}>
          <Trans>Thank you for your message! We will get back to you soon.</Trans>
        </Alert>
      )}
    </form>
  );
}
