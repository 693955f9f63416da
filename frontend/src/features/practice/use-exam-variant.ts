import type { Variant } from '@shared/exam';
import { useExamType } from '@frontend/app/session/use-exam-type';

/** The exam variant of the practice list: the user's exam type from the top bar switch. */
export function useExamVariant(): Variant {
  return useExamType().examType;
}
