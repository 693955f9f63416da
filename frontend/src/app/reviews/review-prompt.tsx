import '@frontend/app/reviews/review-prompt.css';
import { Button, Flex, Heading, Text, TextAreaField, TextField } from '@aws-amplify/ui-react';
import { isPositiveRating, reviewRules } from '@shared/accounts';
import * as emailOperations from '@shared/api/groups/email';
import * as usersOperations from '@shared/api/groups/users';
import { useId, useState } from 'react';
import type { FormEvent, KeyboardEvent } from 'react';
import { useSendContactEmail } from '@frontend/app/contact/contact-api';
import { useFieldErrors } from '@frontend/app/errors/use-field-errors';
import { useAnswerReviewPrompt, useLeaveRating, useLeaveTestimonial } from '@frontend/app/reviews/reviews-api';
import { REVIEW_PROMPT_TEXTS as T } from '@frontend/app/reviews/texts';
import { useCurrentUser } from '@frontend/app/session/use-session';
import { snackbar } from '@frontend/components/snackbar/snackbar-store';
import { StarPicker } from '@frontend/components/stars/stars';
import { useModal } from '@frontend/components/use-modal';

const fields = ['header', 'quote', 'message'] as const;
const testimonialFields = usersOperations.leaveTestimonial.input.omit({ testimonialId: true });

/** Enter in a text area submits, as in the one-line fields (spec §5); Shift+Enter starts a new line. */
function submitOnEnter(event: KeyboardEvent<HTMLTextAreaElement>) {
  if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
  event.preventDefault();
  event.currentTarget.form?.requestSubmit();
}

/**
 * The review prompt (spec §4): stars; from 4 the thanks with a header and a message for a
 * testimonial, below 4 a help form whose message goes to the team. No refuses, Later postpones,
 * Submit waits for the stars. Server field errors show on the fields and clear when the header or
 * the quote changes. Closing it (Escape) counts as Later.
 */
export function ReviewPrompt({ onClose }: { onClose: () => void }) {
  const user = useCurrentUser();
  const dialogRef = useModal(true);
  const titleId = useId();
  const form = useFieldErrors(fields);
  const [rating, setRating] = useState<number>();
  const [header, setHeader] = useState('');
  const [quote, setQuote] = useState('');
  const [message, setMessage] = useState('');
  const leaveRating = useLeaveRating();
  const leaveTestimonial = useLeaveTestimonial();
  const sendContactEmail = useSendContactEmail();
  const answer = useAnswerReviewPrompt();
  const submitting = leaveRating.isPending || leaveTestimonial.isPending || sendContactEmail.isPending;
  const busy = submitting || answer.isPending;
  const positive = rating !== undefined && isPositiveRating(rating);

  async function reply(choice: 'later' | 'no') {
    try {
      await answer.mutateAsync(choice);
      onClose();
    } catch (error) {
      form.fail(error);
    }
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (rating === undefined || busy || !user) return;
    const testimonial = positive ? form.validate(testimonialFields, { header, quote }) : undefined;
    if (positive && !testimonial) return;
    const help = !positive && message.trim() ? form.validate(emailOperations.sendContactEmail.input, { message, firstName: user.firstName, email: user.email }) : undefined;
    if (!positive && message.trim() && !help) return;
    try {
      const { _id } = await leaveRating.mutateAsync(rating);
      if (testimonial) snackbar.show('testimonialLeft', (await leaveTestimonial.mutateAsync({ ...testimonial, testimonialId: _id })).message);
      else if (help) snackbar.show('emailSent', (await sendContactEmail.mutateAsync(help)).message);
      else snackbar.show('testimonialLeft');
      onClose();
    } catch (error) {
      form.fail(error);
    }
  }

  // Spec §5: any change of the header or the quote clears the server's field errors.
  const clearOnChange = (set: (value: string) => void) => (value: string) => {
    set(value);
    form.setErrors({});
  };
  const fieldErrorProps = (name: (typeof fields)[number]) => ({ name, hasError: Boolean(form.errors[name]), errorMessage: form.errors[name] });

  return (
    <dialog
      ref={dialogRef}
      className="pte-dialog pte-review-prompt"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) void reply('later');
      }}
    >
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <Flex direction="column" gap="medium">
          <Flex direction="column" gap="xs">
            <Heading level={2} id={titleId} fontSize="xl">
              {T.title}
            </Heading>
            <Text color="font.secondary">{T.intro}</Text>
          </Flex>
          <StarPicker legend={T.stars} value={rating} onChange={setRating} />
          {rating !== undefined && (
            <div className="pte-review-prompt__answer" aria-live="polite">
              {positive ? (
                <>
                  <Text fontWeight="semibold">{T.positive.thanks}</Text>
                  <TextField
                    label={T.positive.header}
                    descriptiveText={T.positive.headerHint}
                    value={header}
                    maxLength={reviewRules.headerMaxLength}
                    autoComplete="off"
                    onChange={(event) => clearOnChange(setHeader)(event.currentTarget.value)}
                    {...fieldErrorProps('header')}
                  />
                  <TextAreaField
                    label={T.positive.quote}
                    descriptiveText={T.positive.quoteHint(quote.length)}
                    value={quote}
                    rows={4}
                    maxLength={reviewRules.quoteMaxLength}
                    onChange={(event) => clearOnChange(setQuote)(event.currentTarget.value)}
                    onKeyDown={submitOnEnter}
                    {...fieldErrorProps('quote')}
                  />
                </>
              ) : (
                <>
                  <Text fontWeight="semibold">{T.negative.sorry}</Text>
                  <TextAreaField
                    label={T.negative.message}
                    descriptiveText={T.negative.messageHint}
                    value={message}
                    rows={4}
                    maxLength={2000}
                    onChange={(event) => {
                      setMessage(event.currentTarget.value);
                      form.clear('message');
                    }}
                    onKeyDown={submitOnEnter}
                    {...fieldErrorProps('message')}
                  />
                </>
              )}
            </div>
          )}
          <div className="pte-review-prompt__actions">
            <Button type="button" variation="link" onClick={() => void reply('no')} isDisabled={busy}>
              {T.no}
            </Button>
            <Button type="button" onClick={() => void reply('later')} isDisabled={busy}>
              {T.later}
            </Button>
            <Button type="submit" variation="primary" isDisabled={rating === undefined || busy} isLoading={submitting} loadingText={T.submit}>
              {T.submit}
            </Button>
          </div>
        </Flex>
      </form>
    </dialog>
  );
}
