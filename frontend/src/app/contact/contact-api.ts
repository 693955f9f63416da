import type { Contract, InputOf } from '@shared/api';
import { useMutation } from '@tanstack/react-query';
import { api } from '@frontend/api/client';
import { queryClient } from '@frontend/app/data/query-client';

/** Sends a message to the team (email.sendContactEmail): the contact page and the review prompt's help form; the answer's message thanks the sender. */
export function useSendContactEmail() {
  return useMutation({ mutationFn: async (input: InputOf<Contract['email']['sendContactEmail']>) => (await api.email.sendContactEmail(input)).data }, queryClient);
}
