import { config } from '@functions/platform/config';
import { documentClient } from './client';

/** What every entity is built with: the one table and its client. */
export const tableConfig = { client: documentClient, table: config.TABLE_NAME };
