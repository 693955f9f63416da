import { profileImageMaxBytes } from '@shared/api';

/** Why a chosen picture cannot be uploaded, checked before sending (the server checks the content again). */
export function imageFileProblem(file: { name: string; type: string; size: number }): 'format' | 'size' | undefined {
  const extension = file.name.toLowerCase().split('.').pop() ?? '';
  const typeOk = file.type === 'image/jpeg' || file.type === 'image/png' || file.type === '';
  if (!['jpg', 'jpeg', 'png'].includes(extension) || !typeOk) return 'format';
  if (file.size > profileImageMaxBytes) return 'size';
  return undefined;
}
