import { Alert, Button, Flex, Text, TextAreaField, TextField } from '@aws-amplify/ui-react';
import { useState } from 'react';
import { useCurrentUser } from '@frontend/app/session/use-session';
import { PageSection } from '@frontend/components/page-section';
import { usePageMeta } from '@frontend/components/use-page-meta';
import { CONTACT_TEXTS } from '@frontend/features/contact-us/texts';
import { useContactForm } from '@frontend/features/contact-us/use-contact-form';
import { PageTitle } from '@frontend/components/page-title/page-title';

/** /contact-us (public): a message to the team (email.sendContactEmail). */
export function ContactUsPage() {
  usePageMeta(CONTACT_TEXTS.meta);
  const user = useCurrentUser();
  const [sent, setSent] = useState<string>();
  const [length, setLength] = useState(0);
  const { form, busy, onSubmit } = useContactForm(({ reply }) => setSent(reply));

  return (
    <PageSection aria-labelledby="contact-heading">
      <Flex direction="column" gap="large" maxWidth="40rem">
        <Flex direction="column" gap="xs">
          <PageTitle id="contact-heading">
            {CONTACT_TEXTS.heading}
          </PageTitle>
          <Text color="font.secondary">{CONTACT_TEXTS.intro}</Text>
        </Flex>
        {sent ? (
          <Flex direction="column" gap="medium" alignItems="flex-start">
            <Alert variation="success" role="status">
              {sent}
            </Alert>
            <Button
              onClick={() => {
                setSent(undefined);
                setLength(0);
              }}
            >
              {CONTACT_TEXTS.another}
            </Button>
          </Flex>
        ) : (
          <form onSubmit={onSubmit} noValidate>
            <Flex direction="column" gap="medium">
              <Flex direction={{ base: 'column', medium: 'row' }} gap="medium">
                <TextField label={CONTACT_TEXTS.firstName} autoComplete="given-name" defaultValue={user?.firstName} isRequired flex="1" {...form.fieldProps('firstName')} />
                <TextField label={CONTACT_TEXTS.email} type="email" autoComplete="email" defaultValue={user?.email} isRequired flex="1" {...form.fieldProps('email')} />
              </Flex>
              <TextAreaField
                label={CONTACT_TEXTS.message}
                rows={6}
                maxLength={2000}
                isRequired
                descriptiveText={CONTACT_TEXTS.messageHint(length)}
                {...form.fieldProps('message')}
                onInput={(event) => {
                  form.clear('message');
                  setLength((event.target as HTMLTextAreaElement).value.length);
                }}
              />
              <Button type="submit" variation="primary" alignSelf="flex-start" isLoading={busy} loadingText={CONTACT_TEXTS.send}>
                {CONTACT_TEXTS.send}
              </Button>
            </Flex>
          </form>
        )}
      </Flex>
    </PageSection>
  );
}
