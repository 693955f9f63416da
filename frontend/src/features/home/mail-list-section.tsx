import { Alert, Button, Flex, TextField } from '@aws-amplify/ui-react';
import type { FormEvent } from 'react';
import { PageSection } from '@frontend/components/page-section';
import { SectionHeading } from '@frontend/features/home/section-heading';
import type { ServedHomeBlock } from '@shared/api';
import { MAIL_LIST } from '@frontend/features/home/texts';
import { useSaveToMailList } from '@frontend/features/home/use-save-to-mail-list';

export function MailListSection({ block }: { block: Extract<ServedHomeBlock, { type: 'mailList' }> }) {
  const { state, save, edit } = useSaveToMailList();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = new FormData(event.currentTarget).get('email');
    void save(typeof email === 'string' ? email : '');
  }

  return (
    <PageSection aria-labelledby="home-mail-list-heading">
      <Flex direction="column" gap="small" maxWidth="40rem">
        <SectionHeading id="home-mail-list-heading" eyebrow={block.eyebrow} heading={block.heading} intro={block.body} />
        <form onSubmit={onSubmit} noValidate>
          <Flex gap="small" alignItems="flex-start" wrap="wrap">
            <TextField
              name="email"
              type="email"
              autoComplete="email"
              label={MAIL_LIST.emailLabel}
              labelHidden
              placeholder={MAIL_LIST.emailLabel}
              flex="1 1 16rem"
              onChange={edit}
              hasError={state.status === 'invalid'}
              errorMessage={state.status === 'invalid' ? state.fieldError : undefined}
            />
            <Button type="submit" variation="primary" isLoading={state.status === 'saving'} loadingText={MAIL_LIST.submit}>
              {MAIL_LIST.submit}
            </Button>
          </Flex>
        </form>
        {state.status === 'saved' && <Alert variation="success" role="status">{state.message}</Alert>}
        {state.status === 'failed' && <Alert variation="error" role="alert">{state.message}</Alert>}
      </Flex>
    </PageSection>
  );
}
