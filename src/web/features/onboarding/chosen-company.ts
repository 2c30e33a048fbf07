import { useSearchParams } from 'react-router';

const PARAM = 'company';

/**
 * The company being onboarded lives in the address next to the tab, so reload and Back keep it
 * and the Registration tab's CSV Upload button can hand it on to the CSV Upload tab.
 */
export function useChosenCompany() {
  const [params, setParams] = useSearchParams();
  const raw = Number(params.get(PARAM));
  const companyId = Number.isInteger(raw) && raw > 0 ? raw : null;
  const choose = (id: number | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (id === null) next.delete(PARAM);
        else next.set(PARAM, String(id));
        return next;
      },
      { replace: true },
    );
  return [companyId, choose] as const;
}

/** A tab's path with the company chosen on it. */
export const withCompany = (path: string, companyId: number) => `${path}&${PARAM}=${companyId}`;
