import '@frontend/features/answering/writing-analysis/writing-analysis.css';
import { Alert, Badge, Button, Flex, Heading, Text } from '@aws-amplify/ui-react';
import type { WritingAnalysis } from '@shared/api';
import { useEffect, useId } from 'react';
import type { ReactNode } from 'react';
import { useModal } from '@frontend/components/use-modal';
import { HighlightedAnswer } from '@frontend/features/answering/writing-analysis/highlighted-answer';
import { ScoreText } from '@frontend/features/answering/writing-analysis/score-text';
import { WRITING_ANALYSIS_TEXTS } from '@frontend/features/answering/writing-analysis/texts';

const T = WRITING_ANALYSIS_TEXTS.dialog;

/** One row of the table: an enabling skill, its score and the comment behind it. */
export interface AiScoreRow {
  name: string;
  score: number;
  max: number;
  /** The trait's continuous measure 0-100 (writing), shown under the points. */
  measure?: number | undefined;
  comment: ReactNode;
}

export interface AiScoreDialogFrameProps {
  /** Controlled: the dialog opens as a modal while true. */
  open: boolean;
  /** Called on Close, on Escape and when the browser closes the dialog; set `open` to false. */
  onClose: () => void;
  successful: boolean;
  rows: readonly AiScoreRow[];
  /** The Final row: the item's score, with an optional note in the comment column. */
  total: { score: number; max: number; note?: ReactNode };
  /** Between the title and the table (a warning). */
  notice?: ReactNode;
  /** After the table: the AiScoreSections ('Your answer:', 'Sample answer:', ...). */
  children: ReactNode;
}

/**
 * The 'AI Score analysis' dialog of writing and speaking answers (practice.md §2): a table of
 * enabling skill, score and comment per trait and the Final score, then the sections it is given.
 * A native modal dialog: focus stays inside it, Escape closes it, and focus returns to where it was.
 */
export function AiScoreDialogFrame({ open, onClose, successful, rows, total, notice, children }: AiScoreDialogFrameProps) {
  const dialogRef = useModal(open);
  const titleId = useId();
  // Once open, the dialog itself takes focus, so its name is read first and the table is not skipped.
  useEffect(() => {
    if (open) dialogRef.current?.focus();
  }, [open, dialogRef]);

  return (
    <dialog
      ref={dialogRef}
      className="pte-dialog pte-writing-dialog"
      aria-labelledby={titleId}
      tabIndex={-1}
      onClose={onClose}
      onKeyDown={(event) => {
        // Escape closes the dialog here rather than through each browser's cancel handling, unless
        // an open popover inside took the key first.
        if (event.key !== 'Escape' || event.defaultPrevented) return;
        event.preventDefault();
        dialogRef.current?.close();
      }}
    >
      <Flex direction="column" gap="medium">
        <Flex justifyContent="space-between" alignItems="center" gap="small" wrap="wrap">
          <Heading level={2} id={titleId} fontSize="large">
            {T.title}
          </Heading>
          <Badge variation={successful ? 'success' : 'warning'}>{successful ? T.successful : T.unsuccessful}</Badge>
        </Flex>

        {notice}

        <div className="pte-writing-dialog__scroll">
          <table className="pte-writing-dialog__table">
            <thead>
              <tr>
                <th scope="col">{T.columns.skill}</th>
                <th scope="col">{T.columns.score}</th>
                <th scope="col">{T.columns.comment}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.name}>
                  <th scope="row">{row.name}</th>
                  <td className="pte-writing-dialog__score">
                    <ScoreText score={row.score} max={row.max} />
                    {row.measure !== undefined && (
                      <span className="pte-writing-dialog__measure">
                        <meter min={0} max={100} value={row.measure} aria-label={T.measureLabel(row.name, row.measure)} />
                        <span aria-hidden="true">{T.measure(row.measure)}</span>
                      </span>
                    )}
                  </td>
                  <td>{row.comment}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">{T.final}</th>
                <td className="pte-writing-dialog__score">
                  <ScoreText score={total.score} max={total.max} />
                </td>
                <td>{total.note ?? null}</td>
              </tr>
            </tfoot>
          </table>
        </div>

        {children}

        <Flex justifyContent="flex-end">
          <Button variation="primary" onClick={() => dialogRef.current?.close()}>
            {T.close}
          </Button>
        </Flex>
      </Flex>
    </dialog>
  );
}

/** A titled section of the dialog, named by its heading ('Your answer:'). */
export function AiScoreSection({ heading, children }: { heading: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="pte-writing-dialog__section">
      <Heading level={3} id={headingId} fontSize="medium">
        {heading}
      </Heading>
      {children}
    </section>
  );
}

export interface AiScoreDialogProps {
  open: boolean;
  onClose: () => void;
  analysis: WritingAnalysis;
  /** The answer exactly as it was analysed (useAnalyseWriting's `state.text`): the tags index it. */
  answer: string;
  /** The question's sample answer, when it has one. */
  sampleAnswer?: string;
}

/** The 'AI Score analysis' of a writing answer: the traits, the answer with its problems marked, and the sample answer. */
export function AiScoreDialog({ open, onClose, analysis, answer, sampleAnswer }: AiScoreDialogProps) {
  const spelling = analysis.scoreAnalysis.num_spell_mistake;
  const grammar = analysis.scoreAnalysis.num_grammar_mistake;
  return (
    <AiScoreDialogFrame
      open={open}
      onClose={onClose}
      successful={analysis.successful}
      rows={analysis.traits}
      total={{ score: analysis.score, max: analysis.max, note: spelling !== undefined && grammar !== undefined ? T.mistakes(spelling, grammar) : undefined }}
      notice={
        analysis.templateWarning && (
          <Alert variation="warning" heading={T.templateWarningHeading}>
            {analysis.templateWarning}
          </Alert>
        )
      }
    >
      <AiScoreSection heading={T.yourAnswer}>
        <HighlightedAnswer text={answer} tags={analysis.tags} />
      </AiScoreSection>
      {sampleAnswer && (
        <AiScoreSection heading={T.sampleAnswer}>
          <Text as="p" margin="0" className="pte-writing-dialog__sample">
            {sampleAnswer}
          </Text>
        </AiScoreSection>
      )}
    </AiScoreDialogFrame>
  );
}
