import '@frontend/components/result-panel/result-panel.css';
import { Badge, Flex, Heading, Text } from '@aws-amplify/ui-react';
import type { Evidence, ItemScore, SelectionItem, Trait } from '@shared/scoring';
import { useId } from 'react';
import type { ReactNode } from 'react';
import { RESULT_PANEL_TEXTS as T } from '@frontend/components/result-panel/texts';

/** Labels of the speech measures (fluency and pronunciation evidence). */

export interface ResultPanelProps {
  result: ItemScore;
  heading?: string;
  /** How to name an option or paragraph index in the evidence (default: its number from 1). */
  describeIndex?: (index: number) => string;
  /** Extra content under the traits (the score guide button, the writing note). */
  children?: ReactNode;
}

function SelectionList({ label, items, tone }: { label: string; items: SelectionItem[]; tone: 'correct' | 'wrong' | 'missed' }) {
  return (
    <div className={`pte-result__selections pte-result__selections--${tone}`}>
      <Text as="span" fontWeight="semibold">
        {label}:
      </Text>{' '}
      {items.length === 0 ? (
        <Text as="span" color="font.tertiary">
          {T.none}
        </Text>
      ) : (
        <ul className="pte-result__inline-list">
          {items.map((item) => (
            <li key={item.index}>
              {item.text}
              {item.expected !== undefined && <span className="pte-result__expected"> ({T.saidInstead(item.expected)})</span>}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function EvidenceView({ evidence, describeIndex }: { evidence: Evidence; describeIndex: (index: number) => string }) {
  switch (evidence.kind) {
    case 'selections':
      return (
        <div className="pte-result__evidence">
          <SelectionList label={T.correct} items={evidence.correct} tone="correct" />
          <SelectionList label={T.wrong} items={evidence.wrong} tone="wrong" />
          <SelectionList label={T.missed} items={evidence.missed} tone="missed" />
        </div>
      );
    case 'pairs':
      return (
        <div className="pte-result__evidence">
          {(
            [
              [T.linkedPairs, evidence.linked, 'correct'],
              [T.brokenPairs, evidence.broken, 'wrong'],
            ] as const
          ).map(([label, pairs, tone]) => (
            <div key={label} className={`pte-result__selections pte-result__selections--${tone}`}>
              <Text as="span" fontWeight="semibold">
                {label}:
              </Text>{' '}
              {pairs.length === 0 ? (
                <Text as="span" color="font.tertiary">
                  {T.none}
                </Text>
              ) : (
                <ul className="pte-result__inline-list">
                  {pairs.map(([first, second]) => (
                    <li key={`${first}-${second}`}>{T.pair(describeIndex(first), describeIndex(second))}</li>
                  ))}
                </ul>
              )}
            </div>
          ))}
        </div>
      );
    case 'blanks':
      return (
        <table className="pte-result__table">
          <thead>
            <tr>
              <th scope="col">{T.blankColumns.blank}</th>
              <th scope="col">{T.blankColumns.given}</th>
              <th scope="col">{T.blankColumns.expected}</th>
              <th scope="col">{T.blankColumns.result}</th>
            </tr>
          </thead>
          <tbody>
            {evidence.blanks.map((blank) => (
              <tr key={blank.index} data-correct={blank.correct}>
                <th scope="row">{blank.index + 1}</th>
                <td>{blank.given === null || blank.given.trim() === '' ? T.empty : blank.given}</td>
                <td>{blank.expected}</td>
                <td className={blank.correct ? 'pte-result__ok' : 'pte-result__ko'}>{blank.correct ? T.correct : T.wrong}</td>
              </tr>
            ))}
          </tbody>
        </table>
      );
    case 'words':
      return (
        <div className="pte-result__evidence">
          <p className="pte-result__words">
            {evidence.words.map((word, index) => (
              <span key={index} className={word.matched ? 'pte-word pte-word--matched' : 'pte-word pte-word--missed'} title={word.matched ? T.wordMatched : T.wordMissed}>
                {word.word}
                <span className="pte-sr-only"> ({word.matched ? T.wordMatched : T.wordMissed})</span>
              </span>
            ))}
          </p>
          <Text as="p" fontSize="small" color="font.secondary" margin="0">
            {T.matchedPercent(evidence.percent)}
          </Text>
          {evidence.extra.length > 0 && (
            <Text as="p" fontSize="small" color="font.secondary" margin="0">
              {T.extraWords}: {evidence.extra.join(', ')}
            </Text>
          )}
        </div>
      );
    case 'wordBand':
      return (
        <div className="pte-result__evidence">
          <Text as="p" margin="0">
            {T.bandLine(T.wordCount(evidence.words), evidence.failed.length > 0 ? T.ruleBroken : T.band[evidence.band], T.range(evidence.range[0], evidence.range[1]))}
          </Text>
          {evidence.band === 'zero' && evidence.failed.length === 0 ? null : evidence.failed.length === 0 ? (
            <Text as="p" margin="0" className="pte-result__ok">
              {T.formRulesPassed}
            </Text>
          ) : (
            <div className="pte-result__ko">
              <Text as="span" fontWeight="semibold">
                {T.formRulesFailed}
              </Text>
              <ul>
                {evidence.failed.map((rule) => (
                  <li key={rule}>{rule}</li>
                ))}
              </ul>
            </div>
          )}
        </div>
      );
    case 'checks':
      return (
        <ul className="pte-result__checks">
          {evidence.checks.map((check) => (
            <li key={check.label} className={check.passed ? 'pte-result__ok' : 'pte-result__ko'}>
              {check.label}: {check.passed ? T.passed : T.failed}
              {check.count !== undefined && ` (${check.count})`}
            </li>
          ))}
        </ul>
      );
    case 'keywords':
      return (
        <div className="pte-result__evidence">
          <Text as="p" margin="0">
            {T.keywordsFound}: {evidence.matched.join(', ') || T.none}
          </Text>
          <Text as="p" margin="0">
            {T.keywordsMissed}: {evidence.missed.join(', ') || T.none}
          </Text>
        </div>
      );
    case 'talk':
      return (
        <div className="pte-result__evidence">
          <EvidenceView evidence={evidence.keywords} describeIndex={describeIndex} />
          <Text as="p" margin="0">
            {T.talk(evidence)}
          </Text>
        </div>
      );
    case 'count':
      return (
        <Text as="p" margin="0">
          {evidence.label}: {evidence.count}
        </Text>
      );
    case 'fluency':
      return (
        <ul className="pte-result__checks">
          <li>{T.pace(evidence.wordsPerMinute, evidence.speakingSeconds)}</li>
          <li>{T.rate(evidence.rate, evidence.floor, evidence.ceiling, evidence)}</li>
          <li>{T.pauses(evidence.pauses, evidence.longestPause)}</li>
          <li>
            {T.hesitations}: {evidence.hesitations.join(', ') || T.none}
          </li>
          <li>
            {T.repetitions}: {evidence.repetitions.join(', ') || T.none}
          </li>
        </ul>
      );
    case 'pronunciation':
      return (
        <ul className="pte-result__checks">
          <li>{T.quality(evidence.quality, evidence.basis)}</li>
          <li>{T.judgedWords(evidence.judgedWords, evidence.omittedWords, evidence.omittedKeywords)}</li>
          <li>
            {T.unclearWords}: {evidence.unclearWords.join(', ') || T.none}
          </li>
        </ul>
      );
    case 'answer':
      return (
        <div className="pte-result__evidence">
          <Text as="p" margin="0">
            {T.heard}: {evidence.heard || T.empty}
          </Text>
          <Text as="p" margin="0">
            {T.accepted}: {evidence.accepted.join(', ')}
          </Text>
          {evidence.matched === null && evidence.otherWords.length > 0 && (
            <Text as="p" margin="0">
              {T.guesses(evidence.otherWords)}
            </Text>
          )}
        </div>
      );
    case 'alignment':
      return (
        <Text as="p" margin="0">
          {T.alignmentErrors(evidence.errors)}
        </Text>
      );
    case 'note':
      return (
        <Text as="p" margin="0" color="font.secondary">
          {evidence.text}
        </Text>
      );
  }
}

function TraitRow({ trait, describeIndex }: { trait: Trait; describeIndex: (index: number) => string }) {
  const headingId = useId();
  return (
    <section className="pte-result__trait" aria-labelledby={headingId}>
      <Flex justifyContent="space-between" alignItems="baseline" gap="small">
        <Heading level={4} id={headingId} fontSize="medium" margin="0">
          {trait.name}
        </Heading>
        {trait.max > 0 && (
          <Text as="span" fontWeight="bold" className="pte-result__trait-score">
            {T.score(trait.score, trait.max)}
          </Text>
        )}
      </Flex>
      <EvidenceView evidence={trait.evidence} describeIndex={describeIndex} />
    </section>
  );
}

/**
 * The result of one answer (shared/scoring's ItemScore): the score out of its maximum, whether it
 * counts as a success, and each trait with the evidence behind its points.
 */
export function ResultPanel({ result, heading = T.heading, describeIndex = (index) => String(index + 1), children }: ResultPanelProps) {
  const headingId = useId();
  return (
    <section className="pte-result" aria-labelledby={headingId} data-successful={result.successful}>
      <Flex justifyContent="space-between" alignItems="center" gap="small" wrap="wrap">
        <Heading level={3} id={headingId} fontSize="large" margin="0">
          {heading}
        </Heading>
        <Flex alignItems="center" gap="small">
          <Badge variation={result.successful ? 'success' : 'warning'}>{result.successful ? T.successful : T.unsuccessful}</Badge>
          {/* An item with no points (Personal Introduction) has no score to show: '0/0' would read as a fail. */}
          {result.max > 0 && (
            <Text as="span" fontSize="xl" fontWeight="extrabold" aria-label={T.scoreLabel(result.score, result.max)} className="pte-result__score">
              {T.score(result.score, result.max)}
            </Text>
          )}
        </Flex>
      </Flex>
      {result.traits.map((trait) => (
        <TraitRow key={trait.name} trait={trait} describeIndex={describeIndex} />
      ))}
      {children}
    </section>
  );
}
