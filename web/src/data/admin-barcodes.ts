import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminBarcodeListSchema, barcodeDecisionAnswerSchema } from '@paintforge/sync-protocol';
import { apiRequest } from './api-client';
import { getParsed, parseAnswer } from './query-client';

/** The admin's review of pot barcodes (issue 14): codes painters proposed, conflicts first, and the verdicts. */

const barcodesKey = ['admin', 'barcodes'] as const;

export function useAdminBarcodes() {
  return useQuery({ queryKey: barcodesKey, queryFn: ({ signal }) => getParsed('/api/admin/barcodes', adminBarcodeListSchema, signal) });
}

export function useDecideBarcode() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: { code: string; catalogPaintId: string; decision: 'confirmed' | 'rejected' }) => {
      const path = '/api/admin/barcodes/decisions';
      return parseAnswer(barcodeDecisionAnswerSchema, await apiRequest<unknown>('POST', path, { body }), path);
    },
    onSettled: () => client.invalidateQueries({ queryKey: barcodesKey }),
  });
}
