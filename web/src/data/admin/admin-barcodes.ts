import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { restContract } from '@paintforge/sync-protocol';
import { callRoute } from '../server/rest-client';

/** The admin's review of pot barcodes (issue 14): codes painters proposed, conflicts first, and the verdicts. */

const barcodesKey = ['admin', 'barcodes'] as const;

export function useAdminBarcodes() {
  return useQuery({ queryKey: barcodesKey, queryFn: ({ signal }) => callRoute(restContract.adminBarcodes, { signal }) });
}

export function useDecideBarcode() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { code: string; catalogPaintId: string; decision: 'confirmed' | 'rejected' }) =>
      callRoute(restContract.adminDecideBarcode, { body }),
    onSettled: () => client.invalidateQueries({ queryKey: barcodesKey }),
  });
}
