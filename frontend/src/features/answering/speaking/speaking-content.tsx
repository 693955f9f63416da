import type { Question } from '@shared/exam';
import { questionImageUrl } from '@frontend/features/answering/speaking/media-urls';
import { SPEAKING_TEXTS as T } from '@frontend/features/answering/speaking/texts';

/**
 * What the student reads or looks at (practice.md §2): the text of Read Aloud, the image of
 * Describe Image, the situation of Respond to a Situation, the prompt of Personal Introduction.
 * Until `revealed` (practice's Start) it is blurred, and hidden from screen readers and the
 * keyboard too, so nobody gets a head start on the countdown.
 */
export function SpeakingContent({ question, revealed }: { question: Question; revealed: boolean }) {
  if (!question.image && !question.topic) return null;
  const title = question.title ?? question.uid;
  return (
    <div className="pte-speaking-content" data-revealed={revealed}>
      <div className="pte-speaking-content__body" aria-hidden={!revealed} inert={!revealed} aria-label={T.content.region} role="region">
        {question.image ? (
          <img className="pte-speaking-content__image" src={questionImageUrl(question.image)} alt={question.topic ?? T.content.image(title)} />
        ) : (
          question.topic?.split(/\n{2,}/).map((paragraph, index) => <p key={index}>{paragraph}</p>)
        )}
      </div>
      {!revealed && (
        <p className="pte-speaking-content__hint">
          {T.content.hidden}
        </p>
      )}
    </div>
  );
}
