import { contract, operationPath } from '@shared/api';

/** The URL of a question's audio: GET /api/aws/getAudioFile/{track} (Range supported). */
export function questionAudioUrl(track: string): string {
  return `${operationPath(contract.aws.getAudioFile)}/${encodeURIComponent(track)}`;
}

/** The URL of a question's image: GET /api/aws/getImageFile/{image} (Describe Image). */
export function questionImageUrl(image: string): string {
  return `${operationPath(contract.aws.getImageFile)}/${encodeURIComponent(image)}`;
}
