import { creditKinds, GrantCreditsSchema, studentProperties, type CreditKind, type StudentRow } from '@shared/api';
import { Badge, Button, Card, Flex, Heading, SearchField, SelectField, Text, TextField } from '@aws-amplify/ui-react';
import { useState, type FormEvent } from 'react';
import { useFieldErrors } from '@frontend/app/errors/use-field-errors';
import { handleApiError } from '@frontend/app/errors/handle-api-error';
import { snackbar } from '@frontend/components/snackbar/snackbar-store';
import { useAdminChange, useAdminRead } from '@frontend/features/admin/admin-api';
import { DataTable, type Column } from '@frontend/features/admin/data-table';
import { ADMIN_TEXTS } from '@frontend/features/admin/texts';
import { useTableState } from '@frontend/features/admin/use-table-state';

const T = ADMIN_TEXTS.students;
type Property = (typeof studentProperties)[number];

function GrantForm({ email }: { email: string }) {
  const grant = useAdminChange('grantCredits');
  const [credit, setCredit] = useState<CreditKind>('fullMockCredits');
  const [amount, setAmount] = useState('1');
  const [reason, setReason] = useState('');
  const { fieldProps, validate, fail } = useFieldErrors(['amount', 'reason'] as const);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = validate(GrantCreditsSchema, { email, credit, amount: Number(amount), reason });
    if (input) grant.mutate(input, { onSuccess: () => (snackbar.show('userUpdated', ADMIN_TEXTS.saved), setReason('')), onError: fail });
  };
  return (
    <form onSubmit={submit} aria-label={T.grantHeading}>
      <Flex direction="column" gap="small">
        <Heading level={4} fontSize="medium" fontWeight="bold">{T.grantHeading}</Heading>
        <Flex gap="small" wrap="wrap" alignItems="flex-start">
          <SelectField label={T.credit} value={credit} onChange={(event) => setCredit(event.target.value as CreditKind)} flex="1 1 10rem">
            {creditKinds.map((kind) => (
              <option key={kind} value={kind}>
                {T.credits[kind]}
              </option>
            ))}
          </SelectField>
          <TextField label={T.amount} type="number" min={1} max={100} value={amount} onChange={(event) => setAmount(event.target.value)} {...fieldProps('amount')} flex="0 1 7rem" />
          <TextField label={T.reason} value={reason} onChange={(event) => setReason(event.target.value)} {...fieldProps('reason')} flex="2 1 14rem" />
        </Flex>
        <Button type="submit" alignSelf="flex-start" isLoading={grant.isPending}>
          {T.grant}
        </Button>
      </Flex>
    </form>
  );
}

/** A student's plan, credits and purchases, and the grant form (admins.fetchStudentAccount, grantCredits). */
function AccountPanel({ email, onClose }: { email: string; onClose: () => void }) {
  const account = useAdminRead('fetchStudentAccount', { email });
  const data = account.data;
  return (
    <Card variation="outlined" borderRadius="large" aria-label={T.accountHeading(email)} as="section">
      <Flex direction="column" gap="medium">
        <Flex justifyContent="space-between" alignItems="center">
          <Heading level={3} fontSize="medium" fontWeight="bold">{T.accountHeading(email)}</Heading>
          <Button size="small" onClick={onClose}>
            {T.close}
          </Button>
        </Flex>
        {data && (
          <>
            <Text>
              {data.currentPlan && data.paidExpiryTime ? `${data.currentPlan} · ${ADMIN_TEXTS.date(data.paidExpiryTime)}` : T.free}
            </Text>
            <dl className="pte-admin-credits">
              {creditKinds.map((kind) => (
                <div key={kind}>
                  <dt>{T.credits[kind]}</dt>
                  <dd data-testid={`credit-${kind}`}>
                    {data.credits[kind]}
                    {kind === 'speakingCredits' ? ` (${T.speakingUsed(data.credits.speakingCreditsUsed)})` : ''}
                  </dd>
                </div>
              ))}
            </dl>
            <Heading level={4} fontSize="medium" fontWeight="bold">{T.purchases}</Heading>
            {data.purchases.length === 0 ? (
              <Text color="font.secondary">{T.noPurchases}</Text>
            ) : (
              <ul className="pte-admin-list">
                {data.purchases.map((purchase) => (
                  <li key={purchase.paymentIntentId} className="pte-admin-list__item">
                    {purchase.name} · {purchase.amountText} · {ADMIN_TEXTS.date(purchase.createdAt)}
                  </li>
                ))}
              </ul>
            )}
            <GrantForm email={email} />
          </>
        )}
      </Flex>
    </Card>
  );
}

/** The accounts, searched and ordered, with block, unblock, delete and the account panel. */
export function StudentsSection() {
  const table = useTableState<Property>('students', studentProperties);
  const students = useAdminRead('fetchStudents', table.query);
  const block = useAdminChange('blockStudent');
  const unblock = useAdminChange('unblockStudent');
  const remove = useAdminChange('deleteOldAccount');
  const [opened, setOpened] = useState<string>();

  const onError = (error: unknown) => void handleApiError(error);
  const deleteAccount = (email: string) => {
    if (!window.confirm(T.confirmDelete(email))) return;
    remove.mutate({ email }, { onSuccess: (report) => snackbar.show('accountDeleted', T.deleted(report.email, report.files, report.items)), onError });
  };

  const columns: Column<StudentRow, Property>[] = [
    { label: T.columns.email, property: 'email', render: (row) => row.email },
    { label: T.columns.firstName, property: 'firstName', render: (row) => row.firstName },
    { label: T.columns.plan, render: (row) => (row.currentPlan && (row.paidExpiryTime ?? 0) > Date.now() ? row.currentPlan : T.free) },
    {
      label: T.columns.access,
      render: (row) => (row.platformAccess === 'admin' ? <Badge size="small">{T.admin}</Badge> : row.blocked ? <Badge size="small" variation="error">{T.blocked}</Badge> : <Badge size="small" variation="success">{T.active}</Badge>),
    },
    { label: T.columns.createdAt, property: 'createdAt', render: (row) => ADMIN_TEXTS.date(row.createdAt) },
    {
      label: T.columns.actions,
      render: (row) =>
        row.platformAccess === 'admin' ? null : (
          <Flex gap="xs" wrap="wrap">
            {row.blocked ? (
              <Button size="small" onClick={() => unblock.mutate({ email: row.email }, { onError })} aria-label={`${T.unblock} ${row.email}`}>
                {T.unblock}
              </Button>
            ) : (
              <Button size="small" onClick={() => block.mutate({ email: row.email }, { onError })} aria-label={`${T.block} ${row.email}`}>
                {T.block}
              </Button>
            )}
            <Button size="small" onClick={() => setOpened(row.email)} aria-label={`${T.details} ${row.email}`}>
              {T.details}
            </Button>
            <Button size="small" colorTheme="error" onClick={() => deleteAccount(row.email)} aria-label={`${T.delete} ${row.email}`}>
              {T.delete}
            </Button>
          </Flex>
        ),
    },
  ];

  return (
    <Flex direction="column" gap="medium">
      <SearchField label={ADMIN_TEXTS.table.search} placeholder={ADMIN_TEXTS.table.search} value={table.search} onChange={(event) => table.setSearch(event.target.value)} onClear={() => table.setSearch('')} maxWidth="28rem" />
      <DataTable caption={T.caption} columns={columns} rows={students.data?.rows ?? []} total={students.data?.total ?? 0} rowKey={(row) => row.userId} table={table} />
      {opened && <AccountPanel email={opened} onClose={() => setOpened(undefined)} />}
    </Flex>
  );
}
