import { describe, expect, it } from 'vitest';
import { contract, defaultMaxBodyBytes, groupNames, operationPath, type Operation } from './index';

const operations = Object.entries(contract).flatMap(([group, members]) => Object.entries(members as Record<string, Operation>).map(([key, operation]) => ({ group, key, operation })));

describe('the contract', () => {
  it('declares each operation under its own group and name, so the router finds it by its path', () => {
    expect(operations.length).toBeGreaterThan(30);
    for (const { group, key, operation } of operations) {
      expect(operation.group, key).toBe(group);
      expect(operation.name, group).toBe(key);
    }
    expect(new Set(operations.map(({ operation }) => operationPath(operation))).size).toBe(operations.length);
    expect(groupNames).toEqual(Object.keys(contract));
  });

  it("serves the spec's paths", () => {
    expect(operationPath(contract.users.loginStudent)).toBe('/api/users/loginStudent');
    expect(operationPath(contract.settings.getDateNow)).toBe('/api/settings/getDateNow');
  });

  it('reads files only by GET, and multipart bodies only by POST', () => {
    for (const { operation } of operations) {
      if (operation.response === 'file') expect(operation.method, operation.name).toBe('GET');
      if (operation.body === 'multipart') expect(operation.method, operation.name).toBe('POST');
    }
  });

  it('takes the id of a path parameter as input', () => {
    const withPathParam = operations.filter(({ operation }) => operation.pathParam === 'id');
    expect(withPathParam.length).toBeGreaterThan(0);
    for (const { operation } of withPathParam) {
      const parsed = operation.input.safeParse({});
      expect(parsed.success && (parsed.data as { id?: unknown }).id === undefined, `${operation.name} accepts no id`).toBe(false);
    }
  });

  it('lets a body past 1 MB only where an operation says so', () => {
    const larger = operations.filter(({ operation }) => (operation.maxBodyBytes ?? defaultMaxBodyBytes) > defaultMaxBodyBytes).map(({ operation }) => operation.name);
    for (const name of larger) expect(operations.find(({ operation }) => operation.name === name)!.operation.body, name).toBe('multipart');
  });
});
