export { mediaFolders, readBank, type MediaFile } from './read-bank';
export { mediaCacheControl, syncBank, type SyncReport } from './sync-bank';
export { readMedia } from './media';
