import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { t } from '../i18n/t';
import { toast } from './use-toast';

export const accountRequiredRedirectMs = 2000;

/**
 * What a signed-out visitor gets when they try to add something (spec §6): an 'Account Required' toast, then
 * the register page 2 seconds later. Leaving the page first cancels the redirect.
 */
export function useAccountRequired(): (description: string) => void {
  const navigate = useNavigate();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return useCallback(
    (description: string) => {
      toast({ title: t('accountRequired.title'), description });
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void navigate('/register'), accountRequiredRedirectMs);
    },
    [navigate],
  );
}
