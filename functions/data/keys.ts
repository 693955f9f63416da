/**
 * The one table's keys and indexes, defined once: the CDK table (lib/data-stack.ts), the local
 * table (local/emulators.ts) and every ElectroDB entity use these names.
 */
export const tableKeys = { partitionKey: 'pk', sortKey: 'sk' } as const;

export const globalIndexes = [
  { indexName: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' },
  { indexName: 'gsi2', partitionKey: 'gsi2pk', sortKey: 'gsi2sk' },
] as const;

/** DynamoDB TTL only cleans up; expiry is always checked in code. */
export const ttlAttribute = 'expiresAt';

/** The CreateTable input for a table of this shape (used where no CDK runs: the local platform). */
export function createTableInput(tableName: string) {
  const keyNames = [tableKeys.partitionKey, tableKeys.sortKey, ...globalIndexes.flatMap((index) => [index.partitionKey, index.sortKey])];
  return {
    TableName: tableName,
    BillingMode: 'PAY_PER_REQUEST' as const,
    AttributeDefinitions: keyNames.map((name) => ({ AttributeName: name, AttributeType: 'S' as const })),
    KeySchema: [
      { AttributeName: tableKeys.partitionKey, KeyType: 'HASH' as const },
      { AttributeName: tableKeys.sortKey, KeyType: 'RANGE' as const },
    ],
    GlobalSecondaryIndexes: globalIndexes.map((index) => ({
      IndexName: index.indexName,
      KeySchema: [
        { AttributeName: index.partitionKey, KeyType: 'HASH' as const },
        { AttributeName: index.sortKey, KeyType: 'RANGE' as const },
      ],
      Projection: { ProjectionType: 'ALL' as const },
    })),
  };
}
