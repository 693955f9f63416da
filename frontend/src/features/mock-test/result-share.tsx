import { Button, Flex, Heading, Text, TextField } from '@aws-amplify/ui-react';
import { useId, useRef, useState } from 'react';
import { ButtonLink } from '@frontend/components/router-links';
import { snackbar } from '@frontend/components/snackbar/snackbar-store';
import { handleApiError } from '@frontend/app/errors/handle-api-error';
import { saveScorecard, useTakePteScorecardScreenshot } from '@frontend/features/mock-test/result-api';
import { RESULT_TEXTS as T } from '@frontend/features/mock-test/result-texts';
import { scorecardPath } from '@frontend/features/mock-test/scorecard-paths';

/** The public scorecard of the result: a link to it, the link to copy, and its PNG to download. */
export function ResultShare({ sessionId }: { sessionId: string }) {
  const headingId = useId();
  const field = useRef<HTMLInputElement>(null);
  const [downloading, setDownloading] = useState(false);
  const { mutateAsync: takePteScorecardScreenshot } = useTakePteScorecardScreenshot();
  const path = scorecardPath(sessionId);
  const link = `${window.location.origin}${path}`;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      snackbar.show('textCopied');
    } catch {
      // No clipboard (an insecure origin, or permission refused): select the link to copy by hand.
      field.current?.select();
    }
  };

  const download = async () => {
    setDownloading(true);
    try {
      await saveScorecard(await takePteScorecardScreenshot(sessionId), sessionId);
    } catch (error) {
      handleApiError(error);
    }
    setDownloading(false);
  };

  return (
    <section aria-labelledby={headingId} className="pte-result-share">
      <Heading level={2} id={headingId} fontSize="large">
        {T.scorecardHeading}
      </Heading>
      <Text as="p" color="font.secondary" margin="0">
        {T.scorecardBody}
      </Text>
      <Flex gap="small" alignItems="flex-end" wrap="wrap">
        <TextField label={T.linkLabel} labelHidden value={link} isReadOnly ref={field} onFocus={(event) => event.currentTarget.select()} className="pte-result-share__link" />
        <Button onClick={() => void copy()}>{T.copyLink}</Button>
      </Flex>
      <Flex gap="small" wrap="wrap">
        <ButtonLink to={path} variation="primary">
          {T.share}
        </ButtonLink>
        <Button onClick={() => void download()} isLoading={downloading} loadingText={T.downloading}>
          {T.download}
        </Button>
      </Flex>
    </section>
  );
}
