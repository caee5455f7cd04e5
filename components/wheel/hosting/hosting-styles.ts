/** Class lists shared by the hosting controls, matching the wheel page's buttons. */
const BUTTON =
  'rounded-lg px-3 py-2 text-sm font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-50';
export const PRIMARY_BUTTON = `${BUTTON} bg-brand-700 text-white hover:bg-brand-800 disabled:hover:bg-brand-700`;
export const SECONDARY_BUTTON = `${BUTTON} border border-slate-300 bg-white text-slate-900 hover:bg-slate-100 disabled:hover:bg-white`;
export const FIELD = 'w-full rounded-lg border border-slate-300 px-3 py-2 text-base';
