import { Service } from 'electrodb';
import { AppSettings } from './entities/app-settings';
import { MailListEntry } from './entities/mail-list-entry';
import { tableConfig } from './table';

/** Every entity of the one table in one Service, for queries across entities (collections). */
export const db = new Service({ appSettings: AppSettings, mailListEntry: MailListEntry }, tableConfig);
