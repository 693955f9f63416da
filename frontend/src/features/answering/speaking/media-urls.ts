import { operationPath } from '@shared/api';
import { getAudioFile, getImageFile } from '@shared/api/groups/aws';

/** The URL of a question's audio: GET /api/aws/getAudioFile/{track} (Range supported). */
export function questionAudioUrl(track: string): string {
  return `${operationPath(getAudioFile)}/${encodeURIComponent(track)}`;
}

/** The URL of a question's image: GET /api/aws/getImageFile/{image} (Describe Image). */
export function questionImageUrl(image: string): string {
  return `${operationPath(getImageFile)}/${encodeURIComponent(image)}`;
}
