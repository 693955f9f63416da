import '@frontend/features/contact-us/chat-widget.css';
import { Button, Flex, Text, TextAreaField, TextField } from '@aws-amplify/ui-react';
import { useEffect, useId, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useCurrentUser } from '@frontend/app/session/use-session';
import { CHAT_TEXTS as T } from '@frontend/features/contact-us/texts';
import { useContactForm, type SentMessage } from '@frontend/features/contact-us/use-contact-form';

function ChatIcon() {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M4 4h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H9l-4.4 3.3A1 1 0 0 1 3 20.5V6a2 2 0 0 1 1-2Zm3 6a1.25 1.25 0 1 0 0 2.5A1.25 1.25 0 0 0 7 10Zm5 0a1.25 1.25 0 1 0 0 2.5 1.25 1.25 0 0 0 0-2.5Zm5 0a1.25 1.25 0 1 0 0 2.5 1.25 1.25 0 0 0 0-2.5Z"
      />
    </svg>
  );
}

function Bubble({ from, children }: { from: 'team' | 'you'; children: ReactNode }) {
  return (
    <li className="pte-chat-bubble" data-from={from}>
      <span className="pte-sr-only">{from === 'team' ? T.team : T.you}: </span>
      {children}
    </li>
  );
}

/**
 * The chat widget (spec §2): a button that opens a conversation panel on the FAQ, profile and
 * contact pages. Each message is sent to the team by the contact flow (email.sendContactEmail,
 * an email through SES with the sender as reply address), and the team answers by email; no
 * third-party script. Loaded on its own, only on those pages (app/shell/chat-widget-slot.tsx).
 */
export function ChatWidget() {
  const user = useCurrentUser();
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState<SentMessage[]>([]);
  const launcher = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const messageField = useRef<HTMLTextAreaElement>(null);
  const log = useRef<HTMLOListElement>(null);
  const panelId = useId();
  const headingId = useId();
  const last = sent.at(-1);
  // Whom the team answers: the account, or what the visitor gave with the first message.
  const sender = user ? { firstName: user.firstName, email: user.email } : last ? { firstName: last.firstName, email: last.email } : undefined;

  // The conversation shows the team's reply, so no snackbar covers the widget.
  const { form, busy, onSubmit } = useContactForm(
    (message) => {
      setSent((list) => [...list, message]);
      if (messageField.current) messageField.current.value = '';
    },
    { snackbarOnSent: false },
  );

  // Opening moves focus to the form's first field: the name for a new visitor, else the message.
  useEffect(() => {
    if (open) panel.current?.querySelector<HTMLElement>('form input:not([type="hidden"]), form textarea')?.focus();
  }, [open]);

  // The newest message stays in view.
  useEffect(() => {
    log.current?.lastElementChild?.scrollIntoView?.({ block: 'nearest' });
  }, [sent]);

  function close() {
    setOpen(false);
    launcher.current?.focus();
  }

  return (
    <div className="pte-chat">
      {open && (
        <div
          ref={panel}
          id={panelId}
          role="dialog"
          aria-modal="false"
          aria-labelledby={headingId}
          className="pte-chat-panel"
          onKeyDown={(event) => {
            if (event.key === 'Escape') close();
          }}
        >
          <div className="pte-chat-panel__header">
            <div>
              <Text as="h2" id={headingId} className="pte-chat-panel__title">
                {T.heading}
              </Text>
              <Text fontSize="small" className="pte-chat-panel__subtitle">
                {T.subheading}
              </Text>
            </div>
            <button type="button" className="pte-chat-panel__close" aria-label={T.close} onClick={close}>
              <span aria-hidden="true">×</span>
            </button>
          </div>
          <ol ref={log} className="pte-chat-log" aria-label={T.log} aria-live="polite">
            <Bubble from="team">{T.greeting(user?.firstName)}</Bubble>
            {sent.map((message, index) => (
              <li key={index} className="pte-chat-exchange">
                <ol>
                  <Bubble from="you">{message.message}</Bubble>
                  <Bubble from="team">
                    {message.reply} {T.answerAt(message.email)}
                  </Bubble>
                </ol>
              </li>
            ))}
          </ol>
          <form className="pte-chat-form" onSubmit={onSubmit} noValidate>
            {sender ? (
              <>
                <input type="hidden" name="firstName" value={sender.firstName} />
                <input type="hidden" name="email" value={sender.email} />
                <Text fontSize="xs" color="font.tertiary">
                  {T.sendingAs(sender.firstName, sender.email)}
                </Text>
                {(form.errors.firstName ?? form.errors.email) && (
                  <Text fontSize="small" color="font.error">
                    {form.errors.firstName ?? form.errors.email}
                  </Text>
                )}
              </>
            ) : (
              <Flex gap="small">
                <TextField label={T.firstName} size="small" autoComplete="given-name" isRequired flex="1" {...form.fieldProps('firstName')} />
                <TextField label={T.email} size="small" type="email" autoComplete="email" isRequired flex="1" {...form.fieldProps('email')} />
              </Flex>
            )}
            <TextAreaField
              ref={messageField}
              label={T.message}
              labelHidden
              placeholder={T.placeholder}
              rows={3}
              maxLength={2000}
              size="small"
              isRequired
              {...form.fieldProps('message')}
            />
            <Button type="submit" variation="primary" size="small" isLoading={busy} loadingText={T.send} alignSelf="flex-end">
              {T.send}
            </Button>
          </form>
        </div>
      )}
      <button
        ref={launcher}
        type="button"
        className="pte-chat-launcher"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => (open ? close() : setOpen(true))}
      >
        <ChatIcon />
        <span>{open ? T.close : T.open}</span>
      </button>
    </div>
  );
}
