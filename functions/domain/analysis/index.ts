export * as Analysis from './lifecycle';
