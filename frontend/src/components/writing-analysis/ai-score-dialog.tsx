import '@frontend/components/writing-analysis/writing-analysis.css';
import { Alert, Badge, Button, Flex, Heading, Text } from '@aws-amplify/ui-react';
import type { WritingAnalysis } from '@shared/api';
import { useEffect, useId, useRef } from 'react';
import { HighlightedAnswer } from '@frontend/components/writing-analysis/highlighted-answer';
import { ScoreText } from '@frontend/components/writing-analysis/score-text';
import { WRITING_ANALYSIS_TEXTS } from '@frontend/components/writing-analysis/texts';

const T = WRITING_ANALYSIS_TEXTS.dialog;

export interface AiScoreDialogProps {
  /** Controlled: the dialog opens as a modal while true. */
  open: boolean;
  /** Called on Close, on Escape and when the browser closes the dialog; set `open` to false. */
  onClose: () => void;
  analysis: WritingAnalysis;
  /** The answer exactly as it was analysed (useAnalyseWriting's `state.text`): the tags index it. */
  answer: string;
  /** The question's sample answer, when it has one. */
  sampleAnswer?: string;
}

/**
 * The 'AI Score analysis' dialog (practice.md §2): a table of enabling skill, score and comment per
 * trait and the Final score, then 'Your answer:' with its problems marked and 'Sample answer:'.
 * A native modal dialog: focus stays inside it, Escape closes it, and focus returns to where it was.
 */
export function AiScoreDialog({ open, onClose, analysis, answer, sampleAnswer }: AiScoreDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const spelling = analysis.scoreAnalysis.num_spell_mistake;
  const grammar = analysis.scoreAnalysis.num_grammar_mistake;

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      // The dialog itself takes focus, so its name is read first and the table is not skipped.
      dialog.focus();
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={dialogRef}
      className="pte-writing-dialog"
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
          <Badge variation={analysis.successful ? 'success' : 'warning'}>{analysis.successful ? T.successful : T.unsuccessful}</Badge>
        </Flex>

        {analysis.templateWarning && (
          <Alert variation="warning" heading={T.templateWarningHeading}>
            {analysis.templateWarning}
          </Alert>
        )}

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
              {analysis.traits.map((trait) => (
                <tr key={trait.name}>
                  <th scope="row">{trait.name}</th>
                  <td className="pte-writing-dialog__score">
                    <ScoreText score={trait.score} max={trait.max} />
                  </td>
                  <td>{trait.comment}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">{T.final}</th>
                <td className="pte-writing-dialog__score">
                  <ScoreText score={analysis.score} max={analysis.max} />
                </td>
                <td>{spelling !== undefined && grammar !== undefined ? T.mistakes(spelling, grammar) : null}</td>
              </tr>
            </tfoot>
          </table>
        </div>

        <section aria-labelledby={`${titleId}-answer`} className="pte-writing-dialog__section">
          <Heading level={3} id={`${titleId}-answer`} fontSize="medium">
            {T.yourAnswer}
          </Heading>
          <HighlightedAnswer text={answer} tags={analysis.tags} />
        </section>

        {sampleAnswer && (
          <section aria-labelledby={`${titleId}-sample`} className="pte-writing-dialog__section">
            <Heading level={3} id={`${titleId}-sample`} fontSize="medium">
              {T.sampleAnswer}
            </Heading>
            <Text as="p" margin="0" className="pte-writing-dialog__sample">
              {sampleAnswer}
            </Text>
          </section>
        )}

        <Flex justifyContent="flex-end">
          <Button variation="primary" onClick={() => dialogRef.current?.close()}>
            {T.close}
          </Button>
        </Flex>
      </Flex>
    </dialog>
  );
}
