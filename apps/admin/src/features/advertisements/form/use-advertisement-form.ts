import { advertisementInput } from '@adlib/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { AdFormOutput, AdFormValues } from './form-values';

/** The form, validated on the client by the same schema the API validates with. */
export const useAdvertisementForm = (defaultValues: AdFormValues) =>
  useForm<AdFormValues, unknown, AdFormOutput>({
    resolver: zodResolver(advertisementInput),
    defaultValues,
  });
