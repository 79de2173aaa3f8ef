import { queryOptions, useQuery } from '@tanstack/react-query';
import { ageAndWarrantyResponseSchema, type AgeAndWarrantyResponse } from '@/contract/age-and-warranty';
import { apiRequest } from '@/lib/api-client';
import { scanKeys } from './search-catalog';

/** GET /gateway/{partner}/age-and-warranty (extension): the serial's date and the brand's standard terms. */
export function getAgeAndWarranty(brand: string, serial: string, signal?: AbortSignal): Promise<AgeAndWarrantyResponse> {
  return apiRequest('/gateway/{partner}/age-and-warranty', { schema: ageAndWarrantyResponseSchema, query: { brand, serial_number: serial }, signal });
}

export function useAgeAndWarranty(brand: string, serial: string) {
  return useQuery(
    queryOptions({
      queryKey: scanKeys.ageAndWarranty(brand, serial),
      queryFn: ({ signal }) => getAgeAndWarranty(brand, serial, signal),
      enabled: brand.trim() !== '' && serial.trim() !== '',
      staleTime: 60_000,
      // A 422 (unknown brand, undecodable serial) is an answer, not a transient failure.
      retry: false,
    }),
  );
}
