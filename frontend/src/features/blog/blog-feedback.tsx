import type { BlogFeedback as Feedback } from '@shared/api';
import { Button, Flex, Text } from '@aws-amplify/ui-react';
import { useState } from 'react';
import { useSession } from '@frontend/app/session/use-session';
import { visitorAnonymousId } from '@frontend/app/session/visitor-id';
import { useGiveBlogFeedback } from '@frontend/features/blog/blog-api';
import { BLOG_TEXTS } from '@frontend/features/blog/texts';

const T = BLOG_TEXTS.post;

/** "Was this article helpful?" with Yes and No and the counts; one vote per student or visitor id (the server holds it). */
export function BlogFeedback({ slug, viewer, feedback }: { slug: string; viewer: string; feedback: Feedback }) {
  const { status } = useSession();
  const give = useGiveBlogFeedback(slug, viewer);
  const [outcome, setOutcome] = useState<'thanks' | 'alreadyVoted'>();
  const voted = feedback.yourVote !== null;

  const vote = (helpful: boolean) =>
    give.mutate(
      // A student votes by the account (the token); a visitor by the id this browser keeps.
      { helpful, ...(status === 'signedIn' ? {} : { anonymousId: visitorAnonymousId() }) },
      { onSuccess: ({ alreadyVoted }) => setOutcome(alreadyVoted ? 'alreadyVoted' : 'thanks') },
    );

  return (
    <section className="pte-post__feedback" aria-labelledby="feedback-heading">
      <Flex alignItems="center" gap="small" wrap="wrap">
        <Text as="h2" id="feedback-heading" fontSize="large" fontWeight="bold" margin="0">
          {T.feedbackQuestion}
        </Text>
        <Button size="small" onClick={() => vote(true)} isDisabled={voted || give.isPending} aria-pressed={feedback.yourVote === true}>
          {T.yes}
        </Button>
        <Button size="small" onClick={() => vote(false)} isDisabled={voted || give.isPending} aria-pressed={feedback.yourVote === false}>
          {T.no}
        </Button>
      </Flex>
      <Text as="p" role="status" color="font.secondary" fontSize="small" margin="0">
        {outcome === 'thanks' ? `${T.thanks} ` : outcome === 'alreadyVoted' ? `${T.alreadyVoted} ` : ''}
        {T.counts(feedback.helpful, feedback.notHelpful)}
      </Text>
      {give.isError && (
        <Text as="p" color="font.error" fontSize="small" margin="0">
          {give.error.message}
        </Text>
      )}
    </section>
  );
}
