import { isItemTypeCode, itemTypes, sections } from '@shared/exam';
import type { ItemTypeCode, Section } from '@shared/exam';

/** The /practice query (platform.md §2): section, exercise (an item-type code) and prediction. */
export function readPracticeQuery(params: URLSearchParams): { section: Section; exercise?: ItemTypeCode; prediction: boolean } {
  const rawExercise = params.get('exercise')?.toUpperCase() ?? '';
  const exercise = isItemTypeCode(rawExercise) ? rawExercise : undefined;
  const rawSection = params.get('section')?.toLowerCase();
  const section = sections.find((name) => name.toLowerCase() === rawSection) ?? (exercise ? itemTypes[exercise].section : 'Reading');
  return { section, exercise, prediction: params.get('prediction') === 'true' };
}

/** The list URL of a section, exercise and prediction filter, e.g. /practice?section=Listening&exercise=LWD. */
export function practiceListPath(section: Section, exercise?: ItemTypeCode, prediction = false): string {
  const query = new URLSearchParams({ section });
  if (exercise) query.set('exercise', exercise);
  if (prediction) query.set('prediction', 'true');
  return `/practice?${query}`;
}

/** The question screen of a uid. */
export function questionPath(uid: string): string {
  return `/practice/${uid}`;
}
