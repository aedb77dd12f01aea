const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** A plan's price as the table shows it: "$29.00"; no price is a dash. */
export const formatMoney = (value: number | null) => (value === null ? '—' : usd.format(value));
