import type { Contract, InputOf } from '@shared/api';
import type { PackageId } from '@shared/pricing';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '@frontend/api/client';
import { queryClient } from '@frontend/app/data/query-client';
import { session } from '@frontend/app/session/session-store';

// The signed-in user lives in the session store (see app/session/user-api.ts): each write that
// answers with the user puts the server's copy there, which the profile and the shell follow.

/** The name the platform's mails greet the student with (maillist.updateContactName). */
export function useUpdateContactName() {
  return useMutation(
    {
      mutationFn: async (input: InputOf<Contract['maillist']['updateContactName']>) => (await api.maillist.updateContactName(input)).data.user,
      onSuccess: (user) => session.setUser(user),
    },
    queryClient,
  );
}

/** Turns the student's e-mail preferences on or off (maillist.updateEmailNotification). */
export function useUpdateEmailNotification() {
  return useMutation(
    {
      mutationFn: async (input: InputOf<Contract['maillist']['updateEmailNotification']>) => (await api.maillist.updateEmailNotification(input)).data.user,
      onSuccess: (user) => session.setUser(user),
    },
    queryClient,
  );
}

/** Uploads a new profile image (aws.uploadProfileImage), a JPEG or PNG the page has checked. */
export function useUploadProfileImage() {
  return useMutation(
    {
      mutationFn: async (file: File) => {
        const bytes = new Uint8Array(await file.arrayBuffer());
        return (await api.aws.uploadProfileImage({ file: { filename: file.name, contentType: file.type || 'application/octet-stream', bytes } })).data.user;
      },
      onSuccess: (user) => session.setUser(user),
    },
    queryClient,
  );
}

/** Changes the password (users.updatePassword): every other session ends, and this one goes on with the new token. */
export function useUpdatePassword() {
  return useMutation(
    {
      mutationFn: async (input: InputOf<Contract['users']['updatePassword']>) => (await api.users.updatePassword(input)).data,
      onSuccess: (renewed) => session.renewToken(renewed),
    },
    queryClient,
  );
}

/** Deletes the account (users.deleteUser); the page says goodbye and logs out. */
export function useDeleteUser() {
  return useMutation({ mutationFn: async (input: InputOf<Contract['users']['deleteUser']>) => (await api.users.deleteUser(input)).data }, queryClient);
}

/** Cache keys of the profile's own queries: the signed-in student's, so one per user. */
export const profileKeys = {
  purchases: (userId: string) => ['pricing.fetchPurchaseHistory', userId] as const,
};

/** The student's purchases, newest first (pricing.fetchPurchaseHistory). The section shows its own failure. */
export function useFetchPurchaseHistory(userId: string) {
  return useQuery(
    { queryKey: profileKeys.purchases(userId), queryFn: async () => (await api.pricing.fetchPurchaseHistory({})).data.purchases, meta: { ownsError: () => true } },
    queryClient,
  );
}

/**
 * A cart made on the profile (users.createCart with fromProfilePage): checkout then leads back
 * here. The mailing list hears of it (maillist.didAddToCart), which never holds up checkout.
 */
export function useCreateProfileCart() {
  return useMutation(
    {
      mutationFn: async (packageId: PackageId) => (await api.users.createCart({ packageId, fromProfilePage: true })).data,
      onSuccess: (_created, packageId) => void api.maillist.didAddToCart({ packageId }).catch(() => undefined),
    },
    queryClient,
  );
}
