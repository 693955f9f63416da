import '@frontend/components/score-guide-dialog/score-guide-dialog.css';
import { Button, Flex, Heading, Text } from '@aws-amplify/ui-react';
import { enablingSkills } from '@shared/exam';
import type { EnablingSkill } from '@shared/exam';
import { useId, useRef } from 'react';
import { SCORE_GUIDE_TEXTS as T } from '@frontend/components/score-guide-dialog/texts';

export interface ScoreGuideDialogProps {
  /** The skills to explain, in this order; every enabling skill by default. */
  skills?: readonly EnablingSkill[];
  size?: 'small' | 'large';
}

/** A button that opens the 'PTE Official score guide' dialog: the official criteria per enabling skill. */
export function ScoreGuideDialog({ skills = enablingSkills, size = 'small' }: ScoreGuideDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  return (
    <>
      <Button size={size} variation="link" onClick={() => dialogRef.current?.showModal()} aria-haspopup="dialog">
        {T.open}
      </Button>
      <dialog ref={dialogRef} className="pte-dialog pte-score-guide" aria-labelledby={titleId}>
        <Flex direction="column" gap="medium">
          <Heading level={2} id={titleId} fontSize="large">
            {T.title}
          </Heading>
          <Text color="font.secondary">{T.intro}</Text>
          <table className="pte-score-guide__table">
            <thead>
              <tr>
                <th scope="col">{T.skillColumn}</th>
                <th scope="col">{T.criteriaColumn}</th>
              </tr>
            </thead>
            <tbody>
              {skills.map((skill) => (
                <tr key={skill}>
                  <th scope="row">{skill}</th>
                  <td>{T.criteria[skill]}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <Flex justifyContent="flex-end">
            <Button variation="primary" onClick={() => dialogRef.current?.close()}>
              {T.close}
            </Button>
          </Flex>
        </Flex>
      </dialog>
    </>
  );
}
